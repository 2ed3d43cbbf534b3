import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { latestMailTo } from '../../../db/repositories/outbox.ts';
import { normalizeEmail } from '../../../db/repositories/users.ts';
import { Envelope, Nullable, StrictObject } from '@portal/contracts/schemas';
import { Email } from '@portal/contracts/schemas';

/**
 * For the e2e suite only (registered when NODE_ENV=test or ENABLE_TEST_ROUTES=1): the latest
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
        response: {
          200: Envelope(
            Nullable(
              Type.Object({
                to: Type.String(),
                subject: Type.String(),
                text: Type.String(),
                link: Nullable(Type.String()),
                status: Type.String(),
                created_at: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const mail = await latestMailTo(app.db, normalizeEmail(request.query.email));
      const data = mail && {
        to: mail.to_email,
        subject: mail.subject,
        text: mail.body_text,
        link: /https?:\/\/\S+/.exec(mail.body_text)?.[0] ?? null,
        status: mail.status,
        created_at: mail.created_at,
      };
      return { message: 'OK', data: data ?? null };
    },
  );
};

export default testingRoutes;
