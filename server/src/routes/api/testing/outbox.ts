import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Email, Envelope, Nullable, StrictObject } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { ok } from '../../../http/reply.ts';
import { latestMail } from '../../../services/testing-service.ts';

const SentMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  link: Nullable(Type.String()),
  status: Type.String(),
  created_at: Type.String(),
});

/**
 * For the e2e suite only (registered only when ENABLE_TEST_ROUTES=1): the latest
 * mail sent to an address and the first link in it, so a test can follow a verification link.
 */
const testingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['testing'],
        summary: 'Latest mail to an address (test installs only)',
        querystring: StrictObject({ email: Email }),
        response: { 200: Envelope(Nullable(SentMail)) },
      },
    },
    async (request) => ok(await latestMail(request.ctx, request.query.email)),
  );
};

export default testingRoutes;
