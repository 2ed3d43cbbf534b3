import type { NotificationItem } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import {
  countUnread,
  insertNotification,
  listNotifications,
  markRead,
  type NewNotification,
} from '../db/repositories/notifications.ts';
import type { Database, Notification } from '../db/types.ts';
import { isoNow } from '../lib/time.ts';
import type { ChangeSet } from './changes.ts';

/** What the API and the `notification.created` event carry. */
export function notificationView(row: Notification): NotificationItem {
  return { id: row.id, type: row.type, text: row.text, link: row.link, read: row.read_at !== null, created_at: row.created_at };
}

/** How many the bell lists: older ones stay stored but are not shown. */
export const NOTIFICATIONS_SHOWN = 30;

/**
 * Stores a notification inside a change's transaction; `notification.created` goes out once
 * the change commits (so a rolled-back change never notifies anyone).
 */
export async function notifyUser(
  trx: Kysely<Database>,
  changes: ChangeSet,
  notification: NewNotification,
): Promise<void> {
  const row = await insertNotification(trx, notification, isoNow());
  changes.announce({ name: 'notification.created', payload: { userId: notification.user_id, notification: notificationView(row) } });
}

export async function userNotifications(db: Kysely<Database>, userId: number) {
  const [rows, unread] = await Promise.all([listNotifications(db, userId, NOTIFICATIONS_SHOWN), countUnread(db, userId)]);
  return { items: rows.map(notificationView), unread };
}

/** Reading is the user's own business: no audit entry, no event. */
export async function markNotificationsRead(db: Kysely<Database>, userId: number, ids: number[] | 'all') {
  await markRead(db, userId, ids, isoNow());
  return { unread: await countUnread(db, userId) };
}
