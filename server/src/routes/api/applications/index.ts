import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicationMessages, type MenuTitle } from '@portal/contracts';
import { ApplicationPage, ApplicationQuery, Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { ok } from '../../../http/reply.ts';
import { listMyApplications, withdrawApplication } from '../../../services/applications-service.ts';

const MENU: MenuTitle = 'applications';
const tags = ['applications'];

/** The student's applications (menu `applications`; d withdraws). */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'The caller’s applications, newest first, each with its offer (status as read today) and its own status',
        querystring: ApplicationQuery,
        response: { 200: Envelope(ApplicationPage) },
      },
    },
    async (request) => ok(await listMyApplications(request.ctx, request.query)),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Withdraws one of the caller’s applications while it is `postulado` (409 afterwards)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(404, 409) },
      },
    },
    async (request) => {
      await withdrawApplication(request.ctx, request.params.id);
      return ok(null, applicationMessages.withdrawn);
    },
  );
};

export default applicationRoutes;
