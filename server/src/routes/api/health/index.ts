import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthDown, HealthOk } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { checkDatabase, healthMessages } from '../../../services/health-service.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthOk, 503: HealthDown },
      },
    },
    async (request, reply) => {
      const db = app.dbDialect;
      try {
        await checkDatabase(request.ctx);
        return ok({ status: 'ok' as const, db });
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        reply.code(503);
        return ok({ status: 'error' as const, db }, healthMessages.down);
      }
    },
  );
};

export default healthRoutes;
