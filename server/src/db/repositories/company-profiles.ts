import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { CompanyProfile, CompanyStatus, Database, NewCompanyProfile } from '../types.ts';

export function findCompanyProfile(db: Kysely<Database>, userId: number, options?: ReadOptions): Promise<CompanyProfile | undefined> {
  return lockable(db, db.selectFrom('company_profiles').selectAll().where('user_id', '=', userId), options).executeTakeFirst();
}

/** The profiles of these users (a list page's companies), in one query. */
export function findCompanyProfiles(db: Kysely<Database>, userIds: number[]): Promise<CompanyProfile[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('company_profiles').selectAll().where('user_id', 'in', userIds).execute();
}

export async function insertCompanyProfile(db: Kysely<Database>, profile: NewCompanyProfile): Promise<void> {
  await db.insertInto('company_profiles').values(profile).execute();
}

export async function setCompanyStatus(
  db: Kysely<Database>,
  userId: number,
  review: { status: CompanyStatus; reviewed_by: number | null; now: string },
): Promise<void> {
  await db
    .updateTable('company_profiles')
    .set({ status: review.status, reviewed_by: review.reviewed_by, reviewed_at: review.now, updated_at: review.now })
    .where('user_id', '=', userId)
    .execute();
}

export async function rucTaken(db: Kysely<Database>, ruc: string): Promise<boolean> {
  const row = await db.selectFrom('company_profiles').select('user_id').where('ruc', '=', ruc).executeTakeFirst();
  return row !== undefined;
}
