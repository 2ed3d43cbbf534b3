import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { CvPhotoRow, Database } from '../types.ts';

export function findPhoto(db: Kysely<Database>, userId: number, options: ReadOptions = {}): Promise<CvPhotoRow | undefined> {
  return lockable(db, db.selectFrom('cv_photos').selectAll().where('user_id', '=', userId), options).executeTakeFirst();
}

export function findPhotoByFile(db: Kysely<Database>, fileName: string): Promise<CvPhotoRow | undefined> {
  return db.selectFrom('cv_photos').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

/**
 * Locks the user's row until the transaction ends, so two uploads of one student run one after
 * the other (each then sees the file the other wrote, and no file is left behind unrecorded).
 */
export async function lockPhotoOwner(db: Kysely<Database>, userId: number): Promise<void> {
  await lockable(db, db.selectFrom('users').select('id_us').where('id_us', '=', userId), { forUpdate: true }).execute();
}

export async function savePhotoRow(db: Kysely<Database>, row: CvPhotoRow): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('cv_photos')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function deletePhotoRow(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('cv_photos').where('user_id', '=', userId).execute();
}
