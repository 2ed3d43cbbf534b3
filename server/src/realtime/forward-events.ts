import { realtimeEvents } from '@portal/contracts';
import type { NotificationItem, RoleUpdatedEvent, UserUpdatedEvent } from '@portal/contracts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { findRole } from '../db/repositories/roles.ts';
import { findUserById } from '../db/repositories/users.ts';
import type { Database } from '../db/types.ts';
import type { PortalEventBus } from '../services/events.ts';
import { roleMenu } from '../services/session-service.ts';
import type { Broadcaster } from './broadcaster.ts';
import { channels } from './channels.ts';

/**
 * What the browser hears, built from the database after the change committed:
 * - `user.updated` on users.{id}: `{user: {id_us, name_us, role}, status, signed_out}`; when
 *   `signed_out` is true the user's tokens are gone and the page logs out;
 * - `role.updated` on roles.{id}: `{role: {id_ro, name_ro}, menu}` (the menu as login gives it);
 * - `notification.created` on users.{id}: the notification.
 * Then the sockets follow (control.ts): a session that ended closes its sockets on every
 * instance, and a user's sockets leave a role they no longer hold.
 */
export function forwardEvents(options: {
  events: PortalEventBus;
  db: Kysely<Database>;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
}): () => void {
  const { events, db, broadcaster, log } = options;
  // A delivery failure must not surface in the request that made the change: it is logged.
  const run = (what: string, work: () => Promise<void>) =>
    void work().catch((err: unknown) => log.error({ err }, `Real-time: could not send ${what}`));

  const stops = [
    events.on('user.updated', ({ userId, signedOut, keptTokenId }) =>
      run('user.updated', async () => {
        const user = await findUserById(db, userId);
        const payload: UserUpdatedEvent = {
          user: user ? { id_us: user.id_us, name_us: user.name_us, role: { id_ro: user.role_id, name_ro: user.name_ro } } : null,
          status: user?.status ?? 'inactivo',
          signed_out: signedOut || !user || user.status !== 'activo',
        };
        await broadcaster.publish(channels.user(userId), realtimeEvents.userUpdated, payload);
        // After the frame above: the ended sessions' sockets close, the others leave an old role.
        await broadcaster.control({
          type: 'user',
          userId,
          roleId: user?.role_id ?? null,
          signedOut: payload.signed_out,
          ...(keptTokenId !== undefined && { keepTokenId: keptTokenId }),
        });
      }),
    ),
    events.on('session.ended', ({ tokenId }) => run('session.ended', () => broadcaster.control({ type: 'session', tokenId }))),
    events.on('role.updated', ({ roleId }) =>
      run('role.updated', async () => {
        // The control message (every instance drops the role's cached flags before its pages
        // re-read them) and the reads the event needs go together; the event waits for both.
        const [, role, menu] = await Promise.all([
          broadcaster.control({ type: 'role', roleId }),
          findRole(db, roleId),
          roleMenu(db, roleId),
        ]);
        if (!role) return;
        const payload: RoleUpdatedEvent = { role: { id_ro: role.id_ro, name_ro: role.name_ro }, menu };
        await broadcaster.publish(channels.role(roleId), realtimeEvents.roleUpdated, payload);
      }),
    ),
    events.on('role.deleted', ({ roleId }) => run('role.deleted', () => broadcaster.control({ type: 'role', roleId }))),
    events.on('catalog.changed', () => run('catalog.changed', () => broadcaster.control({ type: 'catalog' }))),
    events.on('accounts.changed', () => run('accounts.changed', () => broadcaster.control({ type: 'accounts' }))),
    events.on('offers.changed', () => run('offers.changed', () => broadcaster.control({ type: 'offers' }))),
    events.on('notification.created', ({ userId, notification }) =>
      run('notification.created', () =>
        broadcaster.publish(channels.user(userId), realtimeEvents.notificationCreated, notification satisfies NotificationItem),
      ),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
