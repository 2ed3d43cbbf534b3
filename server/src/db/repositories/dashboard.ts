import { type Kysely, sql } from 'kysely';
import type { ApplicationStatus, Database, IsoDate, IsoTimestamp, OfferStatus } from '../types.ts';

/**
 * The landing's aggregate figures: each one query that groups or sums over an index (users by
 * role, company reviews by status, offers by status and closing date, applications by creation
 * time), so they stay cheap on 100,000 rows. Counts come back as numbers on both databases
 * (PostgreSQL's bigint arrives as a string).
 */
const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export async function usersByRole(db: Kysely<Database>): Promise<Array<{ id_ro: number; name_ro: string; total: number }>> {
  const [roles, counts] = await Promise.all([
    db.selectFrom('roles').select(['id_ro', 'name_ro']).orderBy('id_ro').execute(),
    db
      .selectFrom('users')
      .select((eb) => ['role_id', eb.fn.countAll<number | string>().as('total')])
      .groupBy('role_id')
      .execute(),
  ]);
  const byRole = new Map(counts.map((row) => [row.role_id, count(row.total)]));
  return roles.map((role) => ({ ...role, total: byRole.get(role.id_ro) ?? 0 }));
}

/** How many companies await approval, and the `limit` waiting longest. */
export async function pendingCompanies(db: Kysely<Database>, limit: number) {
  const pending = db.selectFrom('company_profiles').where('status', '=', 'pendiente');
  const [counted, items] = await Promise.all([
    pending.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    pending.select(['user_id as id_us', 'empresa', 'ruc', 'created_at']).orderBy('created_at').orderBy('user_id').limit(limit).execute(),
  ]);
  return { total: count(counted?.total), items };
}

/**
 * Offers by the status a reader sees: a `publicada` offer whose closing date is before `today`
 * counts as `expirada` even before the expiry job has run. Of one company only when given.
 */
export async function offersByStatus(db: Kysely<Database>, today: IsoDate, companyId?: number): Promise<Map<OfferStatus, number>> {
  let offers = db.selectFrom('offers');
  if (companyId !== undefined) offers = offers.where('company_id', '=', companyId);
  const [byStatus, lapsed] = await Promise.all([
    offers
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('total')])
      .groupBy('status')
      .execute(),
    offers
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('status', '=', 'publicada')
      .where('fecha_cierre', '<', today)
      .executeTakeFirst(),
  ]);
  const totals = new Map(byStatus.map((row) => [row.status, count(row.total)]));
  const expired = count(lapsed?.total);
  totals.set('publicada', (totals.get('publicada') ?? 0) - expired);
  totals.set('expirada', (totals.get('expirada') ?? 0) + expired);
  return totals;
}

/**
 * Applications created in each period between consecutive `bounds` (instants, ascending): one
 * statement of range counts, each read from the creation index alone (12 weeks of 100,000
 * applications: a few milliseconds, where summing a CASE per period over the rows took 200).
 */
export async function applicationsBetween(db: Kysely<Database>, bounds: readonly IsoTimestamp[]): Promise<number[]> {
  const periods = bounds.slice(0, -1).map((start, index) => ({ index, start, end: bounds[index + 1]! }));
  const countOf = ({ index, start, end }: (typeof periods)[number]) =>
    db
      .selectFrom('applications')
      .select((eb) => [sql<number>`${index}`.as('period'), eb.fn.countAll<number | string>().as('total')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end);
  const [first, ...rest] = periods;
  if (!first) return [];
  const rows = await rest.reduce((query, period) => query.unionAll(countOf(period)), countOf(first)).execute();
  const totals = new Map(rows.map((row) => [Number(row.period), count(row.total)]));
  return periods.map(({ index }) => totals.get(index) ?? 0);
}

export async function applicationsByStatus(db: Kysely<Database>, studentId: number): Promise<Map<ApplicationStatus, number>> {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('total')])
    .where('student_id', '=', studentId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, count(row.total)]));
}

/** The applications to a company's offers: all, those received since `since`, those still `postulado`. */
export async function companyApplicantCounts(
  db: Kysely<Database>,
  companyId: number,
  since: IsoTimestamp,
): Promise<{ total: number; recent: number; unreviewed: number }> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('offers', 'offers.id', 'applications.offer_id')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('applications.created_at', '>=', since).then(1).else(0).end()).as('recent'),
      eb.fn.sum<number | string | null>(eb.case().when('applications.status', '=', 'postulado').then(1).else(0).end()).as('unreviewed'),
    ])
    .where('offers.company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { total: count(row.total), recent: count(row.recent), unreviewed: count(row.unreviewed) };
}
