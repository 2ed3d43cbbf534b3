import type { Kysely } from 'kysely';
import type { Database, Notification } from '../types.ts';

export interface NewNotification {
  user_id: number;
  type: string;
  text: string;
  link: string | null;
}

/** Written in the caller's transaction, so it exists exactly when the change it reports does. */
export async function insertNotification(db: Kysely<Database>, values: NewNotification, now: string): Promise<Notification> {
  return db
    .insertInto('notifications')
    .values({ ...values, read_at: null, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first. */
export function listNotifications(db: Kysely<Database>, userId: number, limit: number): Promise<Notification[]> {
  return db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's own notifications only; returns how many changed. */
export async function markRead(db: Kysely<Database>, userId: number, ids: number[] | 'all', now: string): Promise<number> {
  let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
