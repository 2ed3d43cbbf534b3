import {
  applicationMessages,
  applicationMoveMessage,
  canMoveApplication,
  type CompanyApplicationStatus,
  offerLimits,
  offerMessages,
} from '@portal/contracts';
import type { Applicant, ApplicantPage, ApplicationQuery, Cv } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import {
  applicationHistories,
  findCompanyApplication,
  historyOf,
  type OfferApplicationRow,
  offerApplications,
  pageOfferApplications,
  setApplicationStatus,
} from '../db/repositories/applications.ts';
import { findCompanyOffer, findOffer } from '../db/repositories/offers.ts';
import { pageRequest } from '../db/paginate.ts';
import { findUserById } from '../db/repositories/users.ts';
import type { Database, OfferRow } from '../db/types.ts';
import { conflict, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applicationStatusMail, applicationStatusNotification } from '../mail/offer-templates.ts';
import { applicantCvSummaries } from './applicant-cv.ts';
import { APPLICATION_ENTITY } from './applications-service.ts';
import { applyChange } from './changes.ts';
import { proposePracticum } from './practicums-service.ts';
import { type CvPdfFile, studentCvPdf } from './cv-pdf-service.ts';
import { withStudentPhoto } from './cv-photo-service.ts';
import { getCv } from './cv-service.ts';
import { logCvView } from './cv-view-log.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { notifyUser } from './notifications-service.ts';

/** The caller's offer, or 404 (another company's offer, and so its applicants, does not exist for it). */
export function ownOfferOrNotFound(context: ServiceContext, offerId: number): Promise<OfferRow> {
  return findOrNotFound(findCompanyOffer(context.db, signedIn(context).user.id_us, offerId), offerMessages.notFound);
}

/** Applications with what the company sees of each applicant's CV. */
export async function applicantViews(db: Kysely<Database>, rows: OfferApplicationRow[]): Promise<Applicant[]> {
  const [summaries, histories] = await Promise.all([
    applicantCvSummaries(db, rows),
    applicationHistories(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    carta: row.carta,
    created_at: row.created_at,
    updated_at: row.updated_at,
    historial: historyOf(row, histories),
    cv: summaries.get(row.student_id)!,
  }));
}

/** The offer's applicants in the order they applied, optionally in one status. */
export async function listApplicants(context: ServiceContext, offerId: number, query: ApplicationQuery): Promise<ApplicantPage> {
  const offer = await ownOfferOrNotFound(context, offerId);
  const page = await pageOfferApplications(context.db, offer.id, { status: query.status }, pageRequest(query, offerLimits.perPageDefault));
  return { ...page, items: await applicantViews(context.db, page.items) };
}

/** Every applicant of the offer (for the export), optionally in one status. */
export async function allApplicants(context: ServiceContext, offerId: number, query: Pick<ApplicationQuery, 'status'>) {
  const offer = await ownOfferOrNotFound(context, offerId);
  return { offer, applicants: await applicantViews(context.db, await offerApplications(context.db, offer.id, query).execute()) };
}

/**
 * Moves an application along the pipeline (409 on a move it does not allow). The student is
 * told in the bell, live, and by e-mail; the change is audited.
 */
export async function moveApplication(context: ServiceContext, id: number, status: CompanyApplicationStatus): Promise<Applicant> {
  const companyId = signedIn(context).user.id_us;
  const offerId = await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findCompanyApplication(trx, companyId, id, { forUpdate: true }), applicationMessages.notFound);
    if (!canMoveApplication(before.status, status)) throw conflict(applicationMoveMessage(before.status, status));
    await setApplicationStatus(trx, id, status, isoNow());
    changes.record({
      entity: APPLICATION_ENTITY,
      entityId: id,
      action: 'status',
      before: { status: before.status },
      after: { status, offer_id: before.offer_id, student_id: before.student_id },
    });
    const news = { titulo: before.titulo, empresa: before.empresa_nombre, status };
    await notifyUser(trx, changes, applicationStatusNotification(before.student_id, news));
    const student = await findUserById(trx, before.student_id);
    if (student) await changes.queueMail(applicationStatusMail(context.site, student.email, news));
    if (status === 'seleccionado' && student) {
      const offer = await findOffer(trx, before.offer_id);
      if (offer)
        await proposePracticum(trx, changes, { ...offer, empresa: before.empresa_nombre }, { id: student.id_us, name: student.name_us });
    }
    return before.offer_id;
  });
  const rows = await offerApplications(context.db, offerId, {}).where('applications.id', '=', id).execute();
  const [view] = await applicantViews(context.db, rows);
  return view!;
}

/**
 * What a company receives of a CV (PRODUCT.md "Minimisation"): never the cédula — the name
 * identifies the applicant. `dni` stays in the answer's shape, empty.
 */
export function companyCopy(cv: Cv): Cv {
  return cv.basic ? { ...cv, basic: { ...cv.basic, dni: '' } } : cv;
}

/** An application to one of the caller's offers, or 404 (another company's applicant does not exist for it). */
function ownApplication(context: ServiceContext, id: number) {
  return findOrNotFound(findCompanyApplication(context.db, signedIn(context).user.id_us, id), applicationMessages.notFound);
}

/** The applicant's whole CV, photo included, for the company of the offer applied to. */
export async function applicantCv(context: ServiceContext, applicationId: number): Promise<Cv> {
  const application = await ownApplication(context, applicationId);
  const cv = companyCopy(await withStudentPhoto(context, application.student_id, await getCv(context.db, application.student_id)));
  await logCvView(context, { studentId: application.student_id, offerId: application.offer_id, via: 'json' });
  return cv;
}

/** The same CV as the student's own PDF (the CV issue's renderer). */
export async function applicantCvPdf(context: ServiceContext, applicationId: number): Promise<CvPdfFile> {
  const application = await ownApplication(context, applicationId);
  const file = await studentCvPdf(context, application.student_id, companyCopy);
  await logCvView(context, { studentId: application.student_id, offerId: application.offer_id, via: 'pdf' });
  return file;
}
