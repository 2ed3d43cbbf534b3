import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { NotificationList, UnreadCount } from '@portal/contracts/schemas';
import { markNotificationsRead, userNotifications } from '../../../services/notifications-service.ts';

/** The caller's own notifications (the navbar bell); new ones also arrive on `users.{id}`. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'The latest 30 notifications, newest first, and the unread count',
        response: { 200: Envelope(NotificationList), ...errors(401) },
      },
    },
    async (request) => ({ message: 'OK', data: await userNotifications(app.db, request.session!.user.id_us) }),
  );

  app.post(
    '/:id/read',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the caller’s notifications read (someone else’s id changes nothing)',
        params: IdParams,
        response: { 200: Envelope(UnreadCount), ...errors(401, 419, 422) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await markNotificationsRead(app.db, request.session!.user.id_us, [request.params.id]),
    }),
  );

  app.post(
    '/read-all',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Marks all the caller’s notifications read',
        response: { 200: Envelope(UnreadCount), ...errors(401, 419) },
      },
    },
    async (request) => ({ message: 'OK', data: await markNotificationsRead(app.db, request.session!.user.id_us, 'all') }),
  );
};

export default notificationRoutes;
