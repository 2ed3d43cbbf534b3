import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeletionPendingResponse, Envelope, errors, LoginBody, SessionData } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../../auth/device-cookies.ts';
import { privateCookie } from '../../../http/cookies.ts';
import { ok } from '../../../http/reply.ts';
import { currentSession, login, loginMessages, logout } from '../../../services/session-service.ts';

const tags = ['session'];

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/refresh',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Issues a fresh XSRF-TOKEN cookie (after a 419 the client calls this and retries)',
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request, reply) => {
      app.issueCsrfCookie(request, reply);
      return ok(null, loginMessages.refreshed);
    },
  );

  app.post(
    '/user/login',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Signs in: the user, the role menu with its flags and a bearer token',
        body: LoginBody,
        // 403: unverified or disabled (with `code`); 409: deletion pending (`code`, `purge_at`); 429: too many failed attempts.
        response: { 200: Envelope(SessionData), ...errors(403, 429), 409: DeletionPendingResponse },
      },
    },
    async (request, reply) => {
      const { deviceCookie, ...session } = await login(request.ctx, request.body);
      reply.header(
        'set-cookie',
        privateCookie(DEVICE_COOKIE, deviceCookie, {
          path: '/api/user/login',
          maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
          secure: request.protocol === 'https',
        }),
      );
      return ok(session, loginMessages.welcome(request.ctx.site.productTitle));
    },
  );

  app.post(
    '/user/logout',
    {
      config: { auth: 'authenticated', beforeConsent: true },
      schema: { tags, summary: 'Signs out: the token stops working', response: { 200: Envelope(Type.Null()) } },
    },
    async (request) => {
      await logout(request.ctx);
      return ok(null, loginMessages.loggedOut);
    },
  );

  app.get(
    '/user/me',
    {
      config: { auth: 'authenticated', beforeConsent: true },
      schema: { tags, summary: "The caller's user and menu, as login gives them", response: { 200: Envelope(SessionData) } },
    },
    async (request) => ok(await currentSession(request.ctx)),
  );
};

export default sessionRoutes;
