import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Dashboard, Envelope } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { dashboardFor } from '../../../services/dashboard-service.ts';

/** The landing figures (API.md "Account", PRODUCT.md "Landing page"). */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The caller's landing figures, by `role`: admin (a role holding adm-users: users by role, companies awaiting approval, offers by status, applications per week for 12 weeks), company (its review with the rejection's reason, its offers by status, its applicants: all, new in the last 7 days, not yet reviewed), student (its applications by status)",
        response: { 200: Envelope(Dashboard) },
      },
    },
    async (request) => ok(await dashboardFor(request.ctx)),
  );
};

export default dashboardRoutes;
