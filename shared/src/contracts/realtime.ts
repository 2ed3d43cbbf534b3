import type { MenuItem, Role, SessionUser } from './session';

/** A notification as `GET /api/notifications` and `notification.created` carry it. */
export interface NotificationItem {
  id: number;
  /** What it is about (`company.review`). */
  type: string;
  text: string;
  /** A portal path to open, or null. */
  link: string | null;
  read: boolean;
  created_at: string;
}

export interface NotificationList {
  items: NotificationItem[];
  unread: number;
}

/** `user.updated` on `users.{id}`: the user changed; `signed_out` means their tokens are gone. */
export interface UserUpdatedEvent {
  user: SessionUser | null;
  status: 'activo' | 'inactivo';
  signed_out: boolean;
}

/** `role.updated` on `roles.{id}`: the role's name, menu or flags changed. */
export interface RoleUpdatedEvent {
  role: Role;
  menu: MenuItem[];
}
