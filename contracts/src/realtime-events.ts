/**
 * The events the server broadcasts, by the name Echo listens for (`.listen('.user.updated')`):
 * `user.updated`, `notification.created` and `session.refresh` on `private-users.{id}`,
 * `role.updated` on `private-roles.{id}`. Their payloads are in ./schemas/realtime.ts.
 */
export const realtimeEvents = {
  userUpdated: 'user.updated',
  roleUpdated: 'role.updated',
  notificationCreated: 'notification.created',
  sessionRefresh: 'session.refresh',
} as const;
export type RealtimeEventName = (typeof realtimeEvents)[keyof typeof realtimeEvents];
