import type { ApplicationStatus } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import { type PageRequest, paginate } from '../paginate.ts';
import type { ApplicationRow, Database } from '../types.ts';

const applicationColumns = [
  'applications.id',
  'applications.offer_id',
  'applications.student_id',
  'applications.carta',
  'applications.status',
  'applications.created_at',
  'applications.updated_at',
] as const;

export async function insertApplication(
  db: Kysely<Database>,
  values: { offer_id: number; student_id: number; carta: string | null; now: string },
): Promise<ApplicationRow> {
  const row = await db
    .insertInto('applications')
    .values({
      offer_id: values.offer_id,
      student_id: values.student_id,
      carta: values.carta,
      status: 'postulado',
      created_at: values.now,
      updated_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.insertInto('application_status_history').values({ application_id: row.id, status: 'postulado', at: values.now }).execute();
  return row;
}

/** Each application's statuses as it passed through them, oldest first (`historial`). */
export async function applicationHistories(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, Array<{ status: ApplicationStatus; at: string }>>> {
  const byId = new Map<number, Array<{ status: ApplicationStatus; at: string }>>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('application_status_history')
    .select(['application_id', 'status', 'at'])
    .where('application_id', 'in', ids)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byId.get(row.application_id) ?? [];
    list.push({ status: row.status, at: String(row.at) });
    byId.set(row.application_id, list);
  }
  return byId;
}

/** The history of an application without recorded steps: what its row tells. */
export function historyOf(
  row: { id: number; status: ApplicationStatus; created_at: string; updated_at: string },
  histories: Map<number, Array<{ status: ApplicationStatus; at: string }>>,
) {
  const known = histories.get(row.id);
  if (known && known.length > 0) return known;
  return [
    { status: 'postulado' as const, at: row.created_at },
    ...(row.status === 'postulado' ? [] : [{ status: row.status, at: row.updated_at }]),
  ];
}

/** The student's own application; another student's is not found. */
export function findStudentApplication(db: Kysely<Database>, studentId: number, id: number, options?: ReadOptions) {
  const query = db.selectFrom('applications').select(applicationColumns).where('id', '=', id).where('student_id', '=', studentId);
  return lockable(db, query, options).executeTakeFirst();
}

/**
 * An application to one of the company's offers, with that offer's title; an application to
 * another company's offer is not found.
 */
export function findCompanyApplication(db: Kysely<Database>, companyId: number, id: number, options?: ReadOptions) {
  const query = db
    .selectFrom('applications')
    .innerJoin('offers', 'offers.id', 'applications.offer_id')
    .select(applicationColumns)
    .select(['offers.titulo', 'offers.empresa_nombre'])
    .where('applications.id', '=', id)
    .where('offers.company_id', '=', companyId);
  return lockable(db, query, options).executeTakeFirst();
}

export async function hasApplied(db: Kysely<Database>, studentId: number, offerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('student_id', '=', studentId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these offers the student has applied to. */
export async function appliedOfferIds(db: Kysely<Database>, studentId: number, offerIds: readonly number[]): Promise<Set<number>> {
  if (offerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('applications')
    .select('offer_id')
    .where('student_id', '=', studentId)
    .where('offer_id', 'in', [...offerIds])
    .execute();
  return new Set(rows.map((row) => row.offer_id));
}

export async function setApplicationStatus(db: Kysely<Database>, id: number, status: ApplicationStatus, now: string): Promise<void> {
  await db.updateTable('applications').set({ status, updated_at: now }).where('id', '=', id).execute();
  await db.insertInto('application_status_history').values({ application_id: id, status, at: now }).execute();
}

export async function deleteApplication(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('application_status_history').where('application_id', '=', id).execute();
  await db.deleteFrom('applications').where('id', '=', id).execute();
}

/** The student's applications, each with what the student's list shows of its offer. */
function studentApplications(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('offers', 'offers.id', 'applications.offer_id')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'offers.company_id')
    .select(applicationColumns)
    .select([
      'company_profiles.suspendida_at as offer_company_suspendida_at',
      'offers.titulo as offer_titulo',
      'offers.empresa_nombre as offer_empresa',
      'offers.modalidad as offer_modalidad',
      'offers.ciudad as offer_ciudad',
      'offers.status as offer_status',
      'offers.fecha_cierre as offer_fecha_cierre',
    ])
    .where('applications.student_id', '=', studentId);
}

export type StudentApplicationRow = Awaited<ReturnType<ReturnType<typeof studentApplications>['execute']>>[number];

/** The student's applications with their offer, newest first. */
export function pageStudentApplications(
  db: Kysely<Database>,
  studentId: number,
  filter: { status?: ApplicationStatus },
  page: PageRequest,
) {
  let query = studentApplications(db, studentId);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  return paginate(query.orderBy('applications.created_at', 'desc').orderBy('applications.id', 'desc'), page);
}

export function findStudentApplicationWithOffer(db: Kysely<Database>, studentId: number, id: number) {
  return studentApplications(db, studentId).where('applications.id', '=', id).executeTakeFirst();
}

/** An offer's applications with the student's account, oldest first (the order they arrived). */
export function offerApplications(db: Kysely<Database>, offerId: number, filter: { status?: ApplicationStatus }) {
  let query = db
    .selectFrom('applications')
    .innerJoin('users', 'users.id_us', 'applications.student_id')
    .select(applicationColumns)
    .select(['users.name_us', 'users.email', 'users.purged_at'])
    .where('applications.offer_id', '=', offerId);
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  return query.orderBy('applications.created_at', 'asc').orderBy('applications.id', 'asc');
}

export type OfferApplicationRow = Awaited<ReturnType<ReturnType<typeof offerApplications>['execute']>>[number];

export function pageOfferApplications(db: Kysely<Database>, offerId: number, filter: { status?: ApplicationStatus }, page: PageRequest) {
  return paginate(offerApplications(db, offerId, filter), page);
}

/** Whether the student has applied to any offer of the company (which may then see the student's CV and photo). */
export async function isApplicantOf(db: Kysely<Database>, companyId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('offers', 'offers.id', 'applications.offer_id')
    .select('applications.id')
    .where('applications.student_id', '=', studentId)
    .where('offers.company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}
