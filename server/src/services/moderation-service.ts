import {
  checkInclusiveLanguage,
  fillMessage,
  type ModerationDecision,
  moderationReasonMessage,
  moderatedFirstOffers,
  type OfferModerationMode,
  offerModerationModes,
  offerStatusLabels,
  offerToday,
  reportsToHide,
  trustMessages,
} from '@portal/contracts';
import type {
  DecisionBody,
  LanguageCheck,
  LanguageCheckBody,
  ModerationOfferQuery,
  QueueOffer,
  QueueReport,
  Report,
  ReportBody,
  ReportQuery,
  ResolveBody,
  TrustSettings,
} from '@portal/contracts/schemas';
import type { Kysely, Transaction } from 'kysely';
import { findUserById } from '../db/repositories/users.ts';
import { findOffer, updateOffer } from '../db/repositories/offers.ts';
import { mapPage, type Page, pageRequest } from '../db/paginate.ts';
import {
  findReport,
  hasReported,
  isCompanySuspended,
  moderationOffer,
  moderationOffers,
  openReporters,
  publishedOfferCount,
  type QueueOfferRow,
  type QueueReportRow,
  readSetting,
  reportPage,
  resolveOpenReports,
  writeSetting,
} from '../db/repositories/trust.ts';
import { whenUnique } from '../db/unique-violation.ts';
import type { Database, OfferReportRow, OfferRow, OfferStatus } from '../db/types.ts';
import { conflict, fieldError, findOrNotFound, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { moderationMail, moderationNotification, type ModerationOutcome } from '../mail/trust-templates.ts';
import { applyChange, type ChangeSet } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { notifyUser } from './notifications-service.ts';
import { effectiveOfferStatus, isOpen } from './offer-views.ts';
import { suspendWithin } from './suspension-service.ts';

/** The audit log's entities of this area. */
const OFFER_ENTITY = 'offer';
const REPORT_ENTITY = 'offer_report';
const SETTING_ENTITY = 'setting';
const MODERATION_KEY = 'offer_moderation';

const isMode = (value: string | undefined): value is OfferModerationMode =>
  (offerModerationModes as readonly string[]).includes(value ?? '');

/** The `offer_moderation` setting: the saved one, or the server's default while none is saved. */
export async function offerModeration(db: Kysely<Database>, fallback: OfferModerationMode): Promise<OfferModerationMode> {
  const stored = await readSetting(db, MODERATION_KEY);
  return isMode(stored) ? stored : fallback;
}

export async function getTrustSettings(context: ServiceContext): Promise<TrustSettings> {
  return { offer_moderation: await offerModeration(context.db, context.offerModerationDefault) };
}

export async function updateTrustSettings(context: ServiceContext, body: TrustSettings): Promise<TrustSettings> {
  await applyChange(context, async (trx, changes) => {
    const before = await offerModeration(trx, context.offerModerationDefault);
    await writeSetting(trx, MODERATION_KEY, body.offer_moderation, context.actorId, isoNow());
    changes.record({
      entity: SETTING_ENTITY,
      entityId: MODERATION_KEY,
      action: 'update',
      before: { value: before },
      after: { value: body.offer_moderation },
    });
  });
  return getTrustSettings(context);
}

/**
 * Where a company's publish request takes its offer: `en_revision` when the setting asks for
 * review (`all`, or `first` while fewer than three of its other offers were ever published).
 */
export async function publicationTarget(
  trx: Kysely<Database>,
  context: Pick<ServiceContext, 'offerModerationDefault'>,
  offer: Pick<OfferRow, 'id' | 'company_id'>,
): Promise<'publicada' | 'en_revision'> {
  const mode = await offerModeration(trx, context.offerModerationDefault);
  if (mode === 'off') return 'publicada';
  if (mode === 'all') return 'en_revision';
  return (await publishedOfferCount(trx, offer.company_id, offer.id)) < moderatedFirstOffers ? 'en_revision' : 'publicada';
}

/** The language check of an offer's texts (it warns; publishing never depends on it). */
export function languageCheck(body: LanguageCheckBody): LanguageCheck {
  return { avisos: checkInclusiveLanguage(body) };
}

function queueOffer(row: QueueOfferRow, today: string): QueueOffer {
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    requisitos: row.requisitos,
    empresa: row.empresa_nombre,
    company_id: row.company_id,
    status: effectiveOfferStatus(row, today),
    motivo_moderacion: row.motivo_moderacion,
    oculta_por_reportes: Number(row.oculta_por_reportes) === 1,
    reportes: Number(row.reportes ?? 0),
    avisos: checkInclusiveLanguage(row),
    empresa_suspendida: row.suspendida_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listModerationOffers(context: ServiceContext, query: ModerationOfferQuery): Promise<Page<QueueOffer>> {
  const today = offerToday();
  const page = await moderationOffers(context.db, query.estado, pageRequest(query));
  return mapPage(page, (row) => queueOffer(row, today));
}

async function queueOfferOf(db: Kysely<Database>, id: number): Promise<QueueOffer> {
  return queueOffer((await moderationOffer(db, id))!, offerToday());
}

const auditOf = (offer: Pick<OfferRow, 'status' | 'motivo_moderacion' | 'oculta_por_reportes' | 'titulo'>) => ({
  titulo: offer.titulo,
  status: offer.status,
  motivo_moderacion: offer.motivo_moderacion,
  oculta_por_reportes: Number(offer.oculta_por_reportes) === 1,
});

/** Tells the company (bell and e-mail) what the moderation did to its offer. */
async function tellCompany(
  trx: Transaction<Database>,
  changes: ChangeSet,
  context: ServiceContext,
  offer: OfferRow,
  outcome: ModerationOutcome,
  motivo: string | null,
): Promise<void> {
  const company = await findUserById(trx, offer.company_id);
  await notifyUser(trx, changes, moderationNotification(offer.company_id, offer, outcome, motivo));
  if (company) await changes.queueMail(moderationMail(context.site, company.email, offer, outcome, motivo));
}

/** A reason the company reads: 422 on `motivo` unless 10–500 characters. */
function requiredReason(motivo: string | null | undefined): string {
  const message = moderationReasonMessage(motivo);
  if (message !== null) throw fieldError('motivo', message);
  return motivo!.trim();
}

/** Takes a published offer down with the reason the company reads; its open reports are resolved. */
async function takeDown(
  trx: Transaction<Database>,
  changes: ChangeSet,
  context: ServiceContext,
  offer: OfferRow,
  motivo: string,
  action: string,
): Promise<void> {
  const update = { status: 'retirada' as const, motivo_moderacion: motivo, oculta_por_reportes: 0 as const, updated_at: isoNow() };
  await updateOffer(trx, offer.id, update);
  changes.record({ entity: OFFER_ENTITY, entityId: offer.id, action, before: auditOf(offer), after: auditOf({ ...offer, ...update }) });
  await tellCompany(trx, changes, context, offer, 'retirada', motivo);
}

const decidable: Record<ModerationDecision, readonly OfferStatus[]> = {
  publicar: ['en_revision', 'rechazada', 'publicada'],
  rechazar: ['en_revision'],
  retirar: ['publicada', 'en_revision', 'expirada'],
};

/**
 * An administrator's decision on an offer of the queue: publish (an offer under review, or a
 * published one hidden by reports, which shows again with its reports dismissed), reject with
 * the reason (the company fixes the offer and sends it again) or take it down with the reason.
 */
export async function decideOffer(context: ServiceContext, id: number, body: DecisionBody): Promise<QueueOffer> {
  const motivo = body.decision === 'publicar' ? body.motivo?.trim() || null : requiredReason(body.motivo);
  await applyChange(context, async (trx, changes) => {
    const today = offerToday();
    const offer = await findOrNotFound(findOffer(trx, id, { forUpdate: true }), 'La oferta no existe.');
    const status = effectiveOfferStatus(offer, today);
    const hidden = Number(offer.oculta_por_reportes) === 1;
    const refuse = () => conflict(fillMessage(trustMessages.cannotDecide, { status: offerStatusLabels[status] }));
    if (!decidable[body.decision].includes(status) || (body.decision === 'publicar' && status === 'publicada' && !hidden)) throw refuse();
    const now = isoNow();
    if (body.decision === 'retirar') {
      await takeDown(trx, changes, context, offer, motivo!, 'moderation.retirar');
      await resolveOpenReports(trx, id, { accion: 'retirar_oferta', nota: motivo, resolved_by: context.actorId, now });
      return;
    }
    const update =
      body.decision === 'rechazar'
        ? { status: 'rechazada' as const, motivo_moderacion: motivo }
        : status === 'publicada'
          ? { oculta_por_reportes: 0 as const }
          : { status: 'publicada' as const, fecha_publicacion: today, motivo_moderacion: null, oculta_por_reportes: 0 as const };
    await updateOffer(trx, id, { ...update, updated_at: now });
    if (body.decision === 'publicar')
      await resolveOpenReports(trx, id, { accion: 'descartar', nota: motivo, resolved_by: context.actorId, now });
    changes.record({
      entity: OFFER_ENTITY,
      entityId: id,
      action: `moderation.${body.decision}`,
      before: auditOf(offer),
      after: auditOf({ ...offer, ...update }),
    });
    if (status !== 'publicada')
      await tellCompany(trx, changes, context, offer, body.decision === 'rechazar' ? 'rechazada' : 'publicada', motivo);
  });
  return queueOfferOf(context.db, id);
}

function reportView(row: OfferReportRow): Report {
  return {
    id: row.id,
    offer_id: row.offer_id,
    motivo: row.motivo,
    detalle: row.detalle,
    estado: row.estado,
    accion: row.accion,
    nota: row.nota,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
  };
}

/**
 * A student reports a published offer, once (409 the second time). Open reports from three
 * different students hide the offer from search until an administrator reviews it.
 */
export async function reportOffer(context: ServiceContext, offerId: number, body: ReportBody): Promise<Report> {
  const student = signedIn(context).user;
  const id = await applyChange(context, async (trx, changes) => {
    const offer = await findOffer(trx, offerId, { forUpdate: true });
    // What the student cannot open in search cannot be reported either.
    if (!offer || !isOpen(offer, offerToday()) || (await isCompanySuspended(trx, offer.company_id))) throw notFound('La oferta no existe.');
    if (await hasReported(trx, offerId, student.id_us)) throw conflict(trustMessages.alreadyReported);
    const row = {
      offer_id: offerId,
      student_id: student.id_us,
      motivo: body.motivo,
      detalle: body.detalle?.trim() || null,
      estado: 'abierto' as const,
      created_at: isoNow(),
    };
    const { id: reportId } = await trx
      .insertInto('offer_reports')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(whenUnique(() => conflict(trustMessages.alreadyReported)));
    changes.record({ entity: REPORT_ENTITY, entityId: reportId, action: 'create', after: { offer_id: offerId, motivo: body.motivo } });
    if (Number(offer.oculta_por_reportes) === 0 && (await openReporters(trx, offerId)) >= reportsToHide) {
      await updateOffer(trx, offerId, { oculta_por_reportes: 1, updated_at: isoNow() });
      changes.record({
        entity: OFFER_ENTITY,
        entityId: offerId,
        action: 'hidden_by_reports',
        before: auditOf(offer),
        after: auditOf({ ...offer, oculta_por_reportes: 1 }),
      });
    }
    return reportId;
  });
  return reportView((await findReport(context.db, id))!);
}

function queueReport(row: QueueReportRow): QueueReport {
  return {
    ...reportView(row),
    offer: {
      id: row.offer_id,
      titulo: row.titulo,
      empresa: row.empresa_nombre,
      company_id: row.company_id,
      status: row.offer_status,
      oculta_por_reportes: Number(row.oculta_por_reportes) === 1,
    },
    student: { id: row.student_id, name: row.student_name },
  };
}

export async function listReports(context: ServiceContext, query: ReportQuery): Promise<Page<QueueReport>> {
  return mapPage(await reportPage(context.db, query.estado, pageRequest(query)), queueReport);
}

/**
 * Resolves a report, and with it every open report of its offer: dismiss (the offer shows
 * again), take the offer down, or suspend its company (the offer is taken down too). The
 * reason is what the company reads.
 */
export async function resolveReport(context: ServiceContext, id: number, body: ResolveBody): Promise<Report> {
  const motivo = body.accion === 'descartar' ? body.motivo?.trim() || null : requiredReason(body.motivo);
  await applyChange(context, async (trx, changes) => {
    const report = await findOrNotFound(findReport(trx, id), trustMessages.reportNotFound);
    if (report.estado !== 'abierto') throw conflict(trustMessages.reportClosed);
    const offer = (await findOffer(trx, report.offer_id, { forUpdate: true }))!;
    const now = isoNow();
    if (body.accion === 'descartar') {
      if (Number(offer.oculta_por_reportes) === 1) {
        await updateOffer(trx, offer.id, { oculta_por_reportes: 0, updated_at: now });
        changes.record({
          entity: OFFER_ENTITY,
          entityId: offer.id,
          action: 'reports.dismissed',
          before: auditOf(offer),
          after: auditOf({ ...offer, oculta_por_reportes: 0 }),
        });
      }
    } else {
      if (offer.status === 'publicada' || offer.status === 'en_revision')
        await takeDown(trx, changes, context, offer, motivo!, `report.${body.accion}`);
      if (body.accion === 'suspender_empresa') await suspendWithin(trx, changes, context, offer.company_id, motivo!);
    }
    const resolved = await resolveOpenReports(trx, offer.id, { accion: body.accion, nota: motivo, resolved_by: context.actorId, now });
    changes.record({ entity: REPORT_ENTITY, entityId: id, action: 'resolve', after: { accion: body.accion, motivo, reports: resolved } });
  });
  return reportView((await findReport(context.db, id))!);
}
