import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { CompanyProfile, CompanyStatus, Database, NewCompanyProfile } from '../types.ts';

export function findCompanyProfile(db: Kysely<Database>, userId: number, options?: ReadOptions): Promise<CompanyProfile | undefined> {
  return lockable(db, db.selectFrom('company_profiles').selectAll().where('user_id', '=', userId), options).executeTakeFirst();
}

/** The company profiles of these users (those that have one), by user id. */
export async function findCompanyProfiles(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, CompanyProfile>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('company_profiles')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

export async function insertCompanyProfile(db: Kysely<Database>, profile: NewCompanyProfile): Promise<void> {
  await db.insertInto('company_profiles').values(profile).execute();
}

export async function setCompanyStatus(
  db: Kysely<Database>,
  userId: number,
  review: { status: CompanyStatus; reviewed_by: number | null; motivo_rechazo: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('company_profiles')
    .set({
      status: review.status,
      reviewed_by: review.reviewed_by,
      motivo_rechazo: review.motivo_rechazo,
      reviewed_at: review.now,
      updated_at: review.now,
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function rucTaken(db: Kysely<Database>, ruc: string): Promise<boolean> {
  const row = await db.selectFrom('company_profiles').select('user_id').where('ruc', '=', ruc).executeTakeFirst();
  return row !== undefined;
}
