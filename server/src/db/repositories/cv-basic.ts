import type { Kysely } from 'kysely';
import type { CvBasicRow, Database, NewCvBasicRow } from '../types.ts';
import { lockable, type ReadOptions } from '../lock.ts';

export function findCvBasic(db: Kysely<Database>, userId: number, options?: ReadOptions): Promise<CvBasicRow | undefined> {
  return lockable(db, db.selectFrom('cv_basic').selectAll().where('user_id', '=', userId), options).executeTakeFirst();
}

/** Creates or replaces the student's basic section (one row per student). */
export async function saveCvBasic(db: Kysely<Database>, row: NewCvBasicRow): Promise<void> {
  const { user_id: _userId, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('cv_basic')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}
