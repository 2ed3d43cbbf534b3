import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, IdParams, NotificationList, UnreadCount } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { markNotificationsRead, userNotifications } from '../../../services/notifications-service.ts';

const tags = ['notifications'];

/** The caller's own notifications (the navbar bell); new ones also arrive on `users.{id}`. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags,
        summary: 'The latest 30 notifications, newest first, and the unread count',
        response: { 200: Envelope(NotificationList) },
      },
    },
    async (request) => ok(await userNotifications(request.ctx)),
  );

  app.post(
    '/:id/read',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags,
        summary: 'Marks one of the caller’s notifications read (someone else’s id changes nothing)',
        params: IdParams,
        response: { 200: Envelope(UnreadCount) },
      },
    },
    async (request) => ok(await markNotificationsRead(request.ctx, [request.params.id])),
  );

  app.post(
    '/read-all',
    {
      config: { auth: 'authenticated' },
      schema: { tags, summary: 'Marks all the caller’s notifications read', response: { 200: Envelope(UnreadCount) } },
    },
    async (request) => ok(await markNotificationsRead(request.ctx, 'all')),
  );
};

export default notificationRoutes;
