import { Type } from 'typebox';
import { Nullable } from './common.ts';

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  text: Type.String(),
  link: Nullable(Type.String()),
  read: Type.Boolean(),
  created_at: Type.String(),
});

export const NotificationList = Type.Object({
  items: Type.Array(NotificationSchema),
  unread: Type.Integer({ minimum: 0 }),
});

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
