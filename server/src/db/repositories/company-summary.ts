import type { OfferStatus } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database, IsoTimestamp } from '../types.ts';

/**
 * How many offers the company holds per stored status, and how many of its published ones have
 * a closing date before `today` (those read as `expirada` even before the expiry job runs).
 */
export async function companyOfferCounts(
  db: Kysely<Database>,
  companyId: number,
  today: string,
): Promise<{ byStatus: Partial<Record<OfferStatus, number>>; lapsed: number }> {
  const rows = await db
    .selectFrom('offers')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .where('company_id', '=', companyId)
    .groupBy('status')
    .execute();
  const lapsed = await db
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'publicada')
    .where('fecha_cierre', '<', today)
    .executeTakeFirstOrThrow();
  return { byStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])), lapsed: Number(lapsed.count) };
}

/** The applications to the company's offers: all, those received since `since`, those still `postulado`. */
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
  return { total: Number(row.total), recent: Number(row.recent ?? 0), unreviewed: Number(row.unreviewed ?? 0) };
}
