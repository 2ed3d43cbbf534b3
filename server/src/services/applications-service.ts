import {
  applicationMessages,
  type ApplicationStatus,
  offerLimits,
  offerMessages,
  offerToday,
  withdrawableApplicationStatuses,
} from '@portal/contracts';
import type { Application, ApplicationPage, ApplicationQuery, ApplyBody } from '@portal/contracts/schemas';
import {
  applicationHistories,
  deleteApplication,
  historyOf,
  findStudentApplication,
  findStudentApplicationWithOffer,
  hasApplied,
  insertApplication,
  pageStudentApplications,
  type StudentApplicationRow,
} from '../db/repositories/applications.ts';
import { findCvBasic } from '../db/repositories/cv-basic.ts';
import { findOffer } from '../db/repositories/offers.ts';
import { pageRequest } from '../db/paginate.ts';
import type { ApplicationRow } from '../db/types.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { conflict, fieldError, findOrNotFound, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { newApplicationNotification } from '../mail/offer-templates.ts';
import { applyChange } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { notifyUser } from './notifications-service.ts';
import { isCompanySuspended } from '../db/repositories/trust.ts';
import { type CatalogNames, catalogValue, effectiveOfferStatus, isOpen, offerCatalogNames } from './offer-views.ts';

/** The audit log's entity for applications. */
export const APPLICATION_ENTITY = 'application';

const auditView = (row: Pick<ApplicationRow, 'offer_id' | 'student_id' | 'status'>) => ({
  offer_id: row.offer_id,
  student_id: row.student_id,
  status: row.status,
});

function applicationOf(row: StudentApplicationRow, names: CatalogNames, today: string, historial: Application['historial']): Application {
  return {
    id: row.id,
    status: row.status,
    carta: row.carta,
    created_at: row.created_at,
    updated_at: row.updated_at,
    historial,
    offer: {
      id: row.offer_id,
      titulo: row.offer_titulo,
      empresa: row.offer_empresa,
      modalidad: catalogValue(names, 'modalidades', row.offer_modalidad),
      ciudad: catalogValue(names, 'ciudades', row.offer_ciudad),
      // A suspended company's offer reads as withdrawn ("Oferta retirada") until it is reinstated.
      status:
        row.offer_company_suspendida_at != null
          ? 'retirada'
          : effectiveOfferStatus({ status: row.offer_status, fecha_cierre: row.offer_fecha_cierre }, today),
      fecha_cierre: row.offer_fecha_cierre,
    },
  };
}

async function applicationViews(context: ServiceContext, rows: StudentApplicationRow[]): Promise<Application[]> {
  const names = await offerCatalogNames(
    context.db,
    rows.map((row) => ({ modalidad: row.offer_modalidad, ciudad: row.offer_ciudad })),
  );
  const today = offerToday();
  const histories = await applicationHistories(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => applicationOf(row, names, today, historyOf(row, histories)));
}

/** The student's applications, newest first, each with its offer as read today. */
export async function listMyApplications(context: ServiceContext, query: ApplicationQuery): Promise<ApplicationPage> {
  const studentId = signedIn(context).user.id_us;
  const page = await pageStudentApplications(
    context.db,
    studentId,
    { status: query.status },
    pageRequest(query, offerLimits.perPageDefault),
  );
  return { ...page, items: await applicationViews(context, page.items) };
}

async function applicationView(context: ServiceContext, studentId: number, id: number): Promise<Application> {
  const row = await findOrNotFound(findStudentApplicationWithOffer(context.db, studentId, id), applicationMessages.notFound);
  const [view] = await applicationViews(context, [row]);
  return view!;
}

/**
 * Applies to an open offer (409 when it is not, or when the student already applied; 422 on
 * `cv` without the CV's basic section) with an optional cover letter; the company is notified.
 * A draft is not found, as for the search.
 */
export async function applyToOffer(context: ServiceContext, offerId: number, body: ApplyBody): Promise<Application> {
  const student = signedIn(context).user;
  const carta = body.carta?.trim() || null;
  const id = await applyChange(context, async (trx, changes) => {
    const offer = await findOffer(trx, offerId);
    if (!offer || offer.status === 'borrador') throw notFound(offerMessages.notFound);
    if (!isOpen(offer, offerToday()) || (await isCompanySuspended(trx, offer.company_id))) throw conflict(applicationMessages.offerNotOpen);
    // The company reads the applicant's CV: without its basic section there is nobody to read.
    const basic = await findCvBasic(trx, student.id_us);
    if (!basic) throw fieldError('cv', applicationMessages.cvMissing);
    if (await hasApplied(trx, student.id_us, offerId)) throw conflict(applicationMessages.alreadyApplied);
    const row = await insertApplication(trx, { offer_id: offerId, student_id: student.id_us, carta, now: isoNow() });
    changes.record({ entity: APPLICATION_ENTITY, entityId: row.id, action: 'create', after: auditView(row) });
    await notifyUser(trx, changes, newApplicationNotification(offer.company_id, offer, `${basic.nombres} ${basic.apellidos}`));
    return row.id;
  }).catch((error: unknown) => {
    // Two clicks at once: the unique index answers the second.
    throw isUniqueViolation(error) ? conflict(applicationMessages.alreadyApplied) : error;
  });
  return applicationView(context, student.id_us, id);
}

/** Withdraws (deletes) the student's own application while the company has not reviewed it. */
export async function withdrawApplication(context: ServiceContext, id: number): Promise<void> {
  const studentId = signedIn(context).user.id_us;
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findStudentApplication(trx, studentId, id, { forUpdate: true }), applicationMessages.notFound);
    if (!(withdrawableApplicationStatuses as readonly ApplicationStatus[]).includes(before.status)) {
      throw conflict(applicationMessages.cannotWithdraw);
    }
    await deleteApplication(trx, id);
    changes.record({ entity: APPLICATION_ENTITY, entityId: id, action: 'withdraw', before: auditView(before) });
  });
}
