import type { NotificationItem, NotificationList, UnreadCount } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { countUnread, insertNotification, listNotifications, markRead, type NewNotification } from '../db/repositories/notifications.ts';
import type { Database, Notification } from '../db/types.ts';
import { isoNow } from '../lib/time.ts';
import type { ChangeSet } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';

/** What the API and the `notification.created` event carry. */
export function notificationView(row: Notification): NotificationItem {
  return { id: row.id, type: row.type, text: row.text, link: row.link, read: row.read_at !== null, created_at: row.created_at };
}

/** How many the bell lists: older ones stay stored but are not shown. */
export const NOTIFICATIONS_SHOWN = 30;

/** The column's length in characters: a text built from user input (a reason, a name) is cut to it. */
const NOTIFICATION_TEXT_MAX = 500;

function fitted(text: string): string {
  const characters = [...text];
  return characters.length <= NOTIFICATION_TEXT_MAX ? text : `${characters.slice(0, NOTIFICATION_TEXT_MAX - 1).join('')}…`;
}

/**
 * Stores a notification inside a change's transaction; `notification.created` goes out once
 * the change commits (so a rolled-back change never notifies anyone).
 */
export async function notifyUser(trx: Kysely<Database>, changes: ChangeSet, notification: NewNotification): Promise<void> {
  const row = await insertNotification(trx, { ...notification, text: fitted(notification.text) }, isoNow());
  changes.announce({ name: 'notification.created', payload: { userId: notification.user_id, notification: notificationView(row) } });
}

/** The caller's latest notifications and how many are unread. */
export async function userNotifications(context: ServiceContext): Promise<NotificationList> {
  const { db } = context;
  const userId = signedIn(context).user.id_us;
  const [rows, unread] = await Promise.all([listNotifications(db, userId, NOTIFICATIONS_SHOWN), countUnread(db, userId)]);
  return { items: rows.map(notificationView), unread };
}

/** Reading is the user's own business: no audit entry, no event. Another user's ids change nothing. */
export async function markNotificationsRead(context: ServiceContext, ids: number[] | 'all'): Promise<UnreadCount> {
  const { db } = context;
  const userId = signedIn(context).user.id_us;
  await markRead(db, userId, ids, isoNow());
  return { unread: await countUnread(db, userId) };
}
