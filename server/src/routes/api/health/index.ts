import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { HealthDown, HealthOk } from '@portal/contracts/schemas';

/** A health check that waits longer than this reports the database as down. */
const DATABASE_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
        await withTimeout(sql`select 1`.execute(app.db), DATABASE_TIMEOUT_MS);
        return { message: 'OK', data: { status: 'ok' as const, db } };
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply
          .code(503)
          .send({ message: 'La base de datos no responde.', data: { status: 'error' as const, db } });
      }
    },
  );
};

export default healthRoutes;
