import { Type, type Static } from 'typebox';
import { userStatuses } from '../statuses.ts';
import { Nullable } from './common.ts';
import { MenuItem, Role, SessionUser } from './session.ts';

/**
 * The payloads of the events the server broadcasts (server/src/realtime/forward-events.ts);
 * `notification.created` carries a NotificationItem (./notifications.ts).
 */

/** `user.updated` on `private-users.{id}`: the user changed; `signed_out` means their tokens are gone. */
export const UserUpdatedEvent = Type.Object({
  /** null when the user no longer exists. */
  user: Nullable(SessionUser),
  status: Type.Enum(userStatuses),
  signed_out: Type.Boolean(),
});
export type UserUpdatedEvent = Static<typeof UserUpdatedEvent>;

/** `role.updated` on `private-roles.{id}`: the role's name, menu or flags changed. */
export const RoleUpdatedEvent = Type.Object({
  role: Role,
  menu: Type.Array(MenuItem),
});
export type RoleUpdatedEvent = Static<typeof RoleUpdatedEvent>;

/**
 * `session.refresh` on `private-users.{id}`: the instances lost touch for a while (a Redis
 * outage), so events may have been missed; the page re-reads its session (user, menu).
 */
export const SessionRefreshEvent = Type.Object({});
export type SessionRefreshEvent = Static<typeof SessionRefreshEvent>;
