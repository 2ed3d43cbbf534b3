import {
  closingDateMessage,
  offerAllows,
  type OfferAction,
  offerLimits,
  offerMessages,
  type OfferStatus,
  offerToday,
  shiftDate,
} from '@portal/contracts';
import type { CompanyOfferQuery, Offer, OfferBody } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { catalogItemNames } from '../db/repositories/catalogs.ts';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { searchOffers } from '../db/repositories/offer-search.ts';
import {
  deleteOffer,
  findCompanyOffer,
  insertOffer,
  offerCareers,
  type OfferValues,
  replaceOfferCareers,
  storedOfferValues,
  updateOffer,
} from '../db/repositories/offers.ts';
import { type Page, pageRequest } from '../db/paginate.ts';
import type { CompanyProfile, Database, OfferRow } from '../db/types.ts';
import { conflict, fieldError, findOrNotFound, forbidden } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange, type ChangeSet } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { companyOfferViews, effectiveOfferStatus } from './offer-views.ts';
import { checkedOfferValues } from './offer-validation.ts';
import { publicationTarget } from './moderation-service.ts';
import { suspendedSignInMessage } from './suspension-service.ts';

/** The audit log's entity for offers. */
export const OFFER_ENTITY = 'offer';

/** The 409 each action answers when the offer's status does not allow it. */
const refusals: Record<Exclude<OfferAction, 'duplicate'>, string> = {
  edit: offerMessages.cannotEdit,
  publish: offerMessages.cannotPublish,
  close: offerMessages.cannotClose,
  delete: offerMessages.cannotDelete,
};

/** The caller's company profile; an account without one (an Empresa made by hand) cannot hold offers. */
async function companyOf(context: ServiceContext): Promise<CompanyProfile> {
  const profile = await findCompanyProfile(context.db, signedIn(context).user.id_us);
  if (!profile) throw forbidden(offerMessages.noCompany);
  return profile;
}

/** The caller's offer, or 404 (another company's offer does not exist for it). */
function ownOffer(db: Kysely<Database>, companyId: number, id: number, options?: { forUpdate?: boolean }): Promise<OfferRow> {
  return findOrNotFound(findCompanyOffer(db, companyId, id, options), offerMessages.notFound);
}

/** 409 unless the offer's status, as read today, allows the action. */
function mustAllow(action: Exclude<OfferAction, 'duplicate'>, offer: OfferRow, today: string): OfferStatus {
  const status = effectiveOfferStatus(offer, today);
  if (!offerAllows(action, status)) throw conflict(refusals[action]);
  return status;
}

/** What an audit entry keeps of an offer. */
const auditView = (offer: Pick<OfferRow, 'titulo' | 'status' | 'fecha_publicacion' | 'fecha_cierre'> & Partial<OfferRow>) => ({
  titulo: offer.titulo,
  status: offer.status,
  fecha_publicacion: offer.fecha_publicacion,
  fecha_cierre: offer.fecha_cierre,
  ...(offer.area !== undefined && { area: offer.area, modalidad: offer.modalidad, ciudad: offer.ciudad, vacantes: offer.vacantes }),
});

async function areaName(db: Kysely<Database>, code: string): Promise<string> {
  return (await catalogItemNames(db, [{ type: 'areas', code }])).get('areas')?.get(code) ?? code;
}

/** The offer's columns from the form's values (careers live in their own table). */
async function offerColumnsOf(db: Kysely<Database>, values: OfferValues) {
  const { carreras: _careers, ...columns } = values;
  return { ...columns, area_nombre: await areaName(db, values.area) };
}

async function viewOf(db: Kysely<Database>, companyId: number, id: number): Promise<Offer> {
  const [view] = await companyOfferViews(db, [await ownOffer(db, companyId, id)], offerToday());
  return view!;
}

export async function listCompanyOffers(context: ServiceContext, query: CompanyOfferQuery): Promise<Page<Offer>> {
  const companyId = signedIn(context).user.id_us;
  const today = offerToday();
  const page = await searchOffers(
    context.db,
    { scope: { kind: 'company', companyId, status: query.status }, today, q: query.q },
    pageRequest(query, offerLimits.perPageDefault),
  );
  const views = await companyOfferViews(context.db, page.items, today);
  return { ...page, items: views };
}

export async function getCompanyOffer(context: ServiceContext, id: number): Promise<Offer> {
  return viewOf(context.db, signedIn(context).user.id_us, id);
}

async function insertDraft(trx: Kysely<Database>, changes: ChangeSet, company: CompanyProfile, values: OfferValues, action: string) {
  const now = isoNow();
  const row = {
    ...(await offerColumnsOf(trx, values)),
    company_id: company.user_id,
    empresa_nombre: company.empresa,
    status: 'borrador' as const,
    fecha_publicacion: null,
    created_at: now,
    updated_at: now,
  };
  const id = await insertOffer(trx, row);
  await replaceOfferCareers(trx, id, values.carreras);
  changes.record({ entity: OFFER_ENTITY, entityId: id, action, after: auditView(row) });
  return id;
}

/** A new offer, always a draft: publishing is its own step. */
export async function createOffer(context: ServiceContext, body: OfferBody): Promise<Offer> {
  const company = await companyOf(context);
  const id = await applyChange(context, async (trx, changes) => {
    const values = await checkedOfferValues(trx, body, { today: offerToday(), publishedOn: null });
    return insertDraft(trx, changes, company, values, 'create');
  });
  return viewOf(context.db, company.user_id, id);
}

/**
 * Changes a draft or a published offer. A published one stays valid: its closing date's
 * window still counts from its publication.
 */
export async function updateCompanyOffer(context: ServiceContext, id: number, body: OfferBody): Promise<Offer> {
  const companyId = signedIn(context).user.id_us;
  await applyChange(context, async (trx, changes) => {
    const today = offerToday();
    const before = await ownOffer(trx, companyId, id, { forUpdate: true });
    mustAllow('edit', before, today);
    const previousCareers = (await offerCareers(trx, [id])).get(id) ?? [];
    const values = await checkedOfferValues(trx, body, { today, publishedOn: before.fecha_publicacion, previous: before, previousCareers });
    const update = { ...(await offerColumnsOf(trx, values)), updated_at: isoNow() };
    await updateOffer(trx, id, update);
    await replaceOfferCareers(trx, id, values.carreras);
    changes.record({
      entity: OFFER_ENTITY,
      entityId: id,
      action: 'update',
      before: auditView(before),
      after: auditView({ ...before, ...update }),
    });
  });
  return viewOf(context.db, companyId, id);
}

/** Only a draft is deleted (nobody can have applied to it). */
export async function deleteCompanyOffer(context: ServiceContext, id: number): Promise<void> {
  const companyId = signedIn(context).user.id_us;
  await applyChange(context, async (trx, changes) => {
    const before = await ownOffer(trx, companyId, id, { forUpdate: true });
    mustAllow('delete', before, offerToday());
    await deleteOffer(trx, id);
    changes.record({ entity: OFFER_ENTITY, entityId: id, action: 'delete', before: auditView(before) });
  });
}

/** 403 unless an administrator has approved the company (PRODUCT.md: the account awaits approval) and it is not suspended. */
function mustBeApproved(company: CompanyProfile): void {
  if (company.suspendida_at !== null) throw forbidden(suspendedSignInMessage(company.motivo_suspension), { code: 'company_suspended' });
  if (company.status === 'aprobada') return;
  const rejected = company.status === 'rechazada';
  throw forbidden(rejected ? offerMessages.companyRejected : offerMessages.companyPending, {
    code: rejected ? 'company_rejected' : 'company_pending',
  });
}

async function changeStatus(context: ServiceContext, id: number, action: 'publish' | 'close'): Promise<Offer> {
  const company = await companyOf(context);
  await applyChange(context, async (trx, changes) => {
    const today = offerToday();
    const before = await ownOffer(trx, company.user_id, id, { forUpdate: true });
    if (action === 'publish') mustBeApproved(company);
    mustAllow(action, before, today);
    let update: Partial<OfferRow>;
    if (action === 'publish') {
      // A draft's closing date was checked when saved; publishing later may have moved its window.
      const message = closingDateMessage(before.fecha_cierre, today, today);
      if (message) throw fieldError('fecha_cierre', message);
      // Under moderation (trust: offer_moderation) the offer waits for an administrator's review.
      update =
        (await publicationTarget(trx, context, before)) === 'en_revision'
          ? { status: 'en_revision', motivo_moderacion: null }
          : { status: 'publicada', fecha_publicacion: today, motivo_moderacion: null };
    } else {
      update = { status: 'cerrada' };
    }
    await updateOffer(trx, id, { ...update, updated_at: isoNow() });
    changes.record({ entity: OFFER_ENTITY, entityId: id, action, before: auditView(before), after: auditView({ ...before, ...update }) });
  });
  return viewOf(context.db, company.user_id, id);
}

export const publishOffer = (context: ServiceContext, id: number) => changeStatus(context, id, 'publish');
export const closeOffer = (context: ServiceContext, id: number) => changeStatus(context, id, 'close');

/** The copy's title says it is one, when it fits. */
function copyTitle(titulo: string): string {
  const copy = `${titulo} (copia)`;
  return [...copy].length <= 150 ? copy : titulo;
}

/**
 * A new draft with the offer's contents, whatever its status (how a company reopens a closed
 * or expired offer). A closing date no longer valid for a draft moves to 30 days from today.
 */
export async function duplicateOffer(context: ServiceContext, id: number): Promise<Offer> {
  const company = await companyOf(context);
  const newId = await applyChange(context, async (trx, changes) => {
    const today = offerToday();
    const source = await ownOffer(trx, company.user_id, id);
    const careers = (await offerCareers(trx, [id])).get(id) ?? [];
    const fechaCierre = closingDateMessage(source.fecha_cierre, today) === null ? source.fecha_cierre : shiftDate(today, { days: 30 });
    const values: OfferValues = { ...storedOfferValues(source, careers), titulo: copyTitle(source.titulo), fecha_cierre: fechaCierre };
    return insertDraft(trx, changes, company, values, 'duplicate');
  });
  return viewOf(context.db, company.user_id, newId);
}
