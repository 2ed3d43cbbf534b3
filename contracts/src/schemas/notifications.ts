import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/** A notification as `GET /api/notifications` and the `notification.created` event carry it. */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  /** What it is about (`company.review`), for the client to pick an icon. */
  type: Type.String(),
  text: Type.String(),
  /** A portal path to open, or null. */
  link: Nullable(Type.String()),
  read: Type.Boolean(),
  created_at: Type.String(),
});
export type NotificationItem = Static<typeof NotificationSchema>;

export const NotificationList = Type.Object({
  items: Type.Array(NotificationSchema),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Static<typeof NotificationList>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;
