import type { ReportState } from '@portal/contracts';
import { type Kysely, sql } from 'kysely';
import { paginate, type Page, type PageRequest } from '../paginate.ts';
import type { Database, OfferReportRow, OfferStatus } from '../types.ts';

/** A setting's stored value, or undefined while no administrator has saved one. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string, actorId: number | null, now: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_by: actorId, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: actorId, updated_at: now }))
    .execute();
}

/** How many of the company's offers, this one aside, have ever been published. */
export async function publishedOfferCount(db: Kysely<Database>, companyId: number, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('company_id', '=', companyId)
    .where('id', '!=', exceptId)
    .where('fecha_publicacion', 'is not', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface QueueOfferRow {
  id: number;
  titulo: string;
  descripcion: string;
  requisitos: string;
  empresa_nombre: string;
  company_id: number;
  status: OfferStatus;
  fecha_cierre: string;
  motivo_moderacion: string | null;
  oculta_por_reportes: number;
  reportes: number | string;
  suspendida_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The moderation queue: offers in `status`, or (none given) those waiting for review and those
 * hidden by reports; riskiest first (hidden, then most open reports), newest first.
 */
function queueSelect(db: Kysely<Database>) {
  return db
    .selectFrom('offers')
    .innerJoin('company_profiles', 'company_profiles.user_id', 'offers.company_id')
    .select([
      'offers.id',
      'offers.titulo',
      'offers.descripcion',
      'offers.requisitos',
      'offers.empresa_nombre',
      'offers.company_id',
      'offers.status',
      'offers.fecha_cierre',
      'offers.motivo_moderacion',
      'offers.oculta_por_reportes',
      'company_profiles.suspendida_at',
      'offers.created_at',
      'offers.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('offer_reports')
        .select(eb.fn.countAll().as('n'))
        .whereRef('offer_reports.offer_id', '=', 'offers.id')
        .where('offer_reports.estado', '=', 'abierto')
        .as('reportes'),
    );
}

/** One offer as the moderation queue shows it. */
export async function moderationOffer(db: Kysely<Database>, id: number): Promise<QueueOfferRow | undefined> {
  return (await queueSelect(db).where('offers.id', '=', id).executeTakeFirst()) as QueueOfferRow | undefined;
}

export function moderationOffers(
  db: Kysely<Database>,
  status: OfferStatus | undefined,
  request: PageRequest,
): Promise<Page<QueueOfferRow>> {
  const query = queueSelect(db)
    .where((eb) =>
      status === undefined
        ? eb.or([eb('offers.status', '=', 'en_revision'), eb('offers.oculta_por_reportes', '=', 1)])
        : eb('offers.status', '=', status),
    )
    .orderBy('offers.oculta_por_reportes', 'desc')
    .orderBy(sql`reportes`, 'desc')
    .orderBy('offers.updated_at', 'desc')
    .orderBy('offers.id', 'desc');
  return paginate(query, request) as Promise<Page<QueueOfferRow>>;
}

/** Different students with an open report on the offer. */
export async function openReporters(db: Kysely<Database>, offerId: number): Promise<number> {
  const row = await db
    .selectFrom('offer_reports')
    .select((eb) => eb.fn.count('student_id').distinct().as('count'))
    .where('offer_id', '=', offerId)
    .where('estado', '=', 'abierto')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findReport(db: Kysely<Database>, id: number): Promise<OfferReportRow | undefined> {
  return db.selectFrom('offer_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasReported(db: Kysely<Database>, offerId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offer_reports')
    .select('id')
    .where('offer_id', '=', offerId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

export type QueueReportRow = OfferReportRow & {
  titulo: string;
  empresa_nombre: string;
  company_id: number;
  offer_status: OfferStatus;
  oculta_por_reportes: number;
  student_name: string;
};

export function reportPage(db: Kysely<Database>, estado: ReportState | undefined, request: PageRequest): Promise<Page<QueueReportRow>> {
  let query = db
    .selectFrom('offer_reports')
    .innerJoin('offers', 'offers.id', 'offer_reports.offer_id')
    .innerJoin('users', 'users.id_us', 'offer_reports.student_id')
    .selectAll('offer_reports')
    .select([
      'offers.titulo',
      'offers.empresa_nombre',
      'offers.company_id',
      'offers.status as offer_status',
      'offers.oculta_por_reportes',
      'users.name_us as student_name',
    ])
    .orderBy('offers.oculta_por_reportes', 'desc')
    .orderBy('offer_reports.created_at', 'desc')
    .orderBy('offer_reports.id', 'desc');
  if (estado) query = query.where('offer_reports.estado', '=', estado);
  return paginate(query, request) as Promise<Page<QueueReportRow>>;
}

/** Resolves every open report of the offer; returns how many. */
export async function resolveOpenReports(
  db: Kysely<Database>,
  offerId: number,
  resolution: { accion: OfferReportRow['accion']; nota: string | null; resolved_by: number | null; now: string },
): Promise<number> {
  const result = await db
    .updateTable('offer_reports')
    .set({
      estado: 'resuelto',
      accion: resolution.accion,
      nota: resolution.nota,
      resolved_by: resolution.resolved_by,
      resolved_at: resolution.now,
    })
    .where('offer_id', '=', offerId)
    .where('estado', '=', 'abierto')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The companies' fields the duplicate signals compare. */
export function companyContacts(db: Kysely<Database>) {
  return db
    .selectFrom('company_profiles')
    .innerJoin('users', 'users.id_us', 'company_profiles.user_id')
    .select(['user_id', 'empresa', 'ruc', 'users.dni', 'telefono', 'telcontacto', 'web'])
    .execute();
}

/** Of these offers, those a student may no longer see: hidden by reports or of a suspended company. */
export async function unseenOfferIds(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('offers')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'offers.company_id')
    .select('offers.id')
    .where('offers.id', 'in', [...ids])
    .where((eb) => eb.or([eb('offers.oculta_por_reportes', '=', 1), eb('company_profiles.suspendida_at', 'is not', null)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function setSuspension(
  db: Kysely<Database>,
  companyId: number,
  suspension: { suspendida_at: string | null; motivo_suspension: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('company_profiles')
    .set({ suspendida_at: suspension.suspendida_at, motivo_suspension: suspension.motivo_suspension, updated_at: suspension.now })
    .where('user_id', '=', companyId)
    .execute();
}

/** Whether the company is suspended (read on the request, so every instance sees a suspension at once). */
export async function isCompanySuspended(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('company_profiles').select('suspendida_at').where('user_id', '=', companyId).executeTakeFirst();
  return row?.suspendida_at != null;
}
