import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CsrfTokens, safeEqual } from '../auth/csrf-token.ts';
import { AppError, authMessages } from '../http/app-error.ts';
import { readableCookie, readCookie } from '../http/cookies.ts';
import { isSpaNavigation } from '../http/spa-navigation.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const LIFETIME_SECONDS = 24 * 3600;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route authenticates by the Authorization header alone and is exempt from
     * the CSRF check (POST /broadcasting/auth; see routes/broadcasting-auth.ts for why).
     */
    csrf?: false;
  }
  interface FastifyInstance {
    /** Sets a fresh XSRF-TOKEN cookie on the reply (GET /api/refresh). */
    issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for the API, Laravel's way: the server sets an `XSRF-TOKEN` cookie the page
 * can read, and every state-changing call must echo it in `X-XSRF-TOKEN`; a missing or stale
 * one gets 419. The cookie is issued where a client needs one, not on every answer (a token is
 * random bytes, an HMAC and a Set-Cookie): by GET /api/refresh; with the shell's page (a browser
 * navigation); with a 419, so the retry has it; and on an API GET that sends one that is stale or
 * half-way to expiry, so an open page keeps a fresh one. A caller that sends none (a script, a
 * health check) gets none; the client fetches /api/refresh before its first state-changing call.
 */
export default fp(
  async (app) => {
    const tokens = new CsrfTokens(app.config.appSecret ?? randomBytes(32).toString('hex'), LIFETIME_SECONDS);

    // One fresh token per reply, whether the hook or GET /api/refresh asks first.
    const issued = new WeakSet<FastifyReply>();
    const issue = (request: FastifyRequest, reply: FastifyReply) => {
      if (issued.has(reply)) return;
      issued.add(reply);
      // Readable by the page's script, which echoes it in the header.
      const cookie = readableCookie(CSRF_COOKIE, tokens.issue(), {
        maxAgeSeconds: LIFETIME_SECONDS,
        secure: request.protocol === 'https',
      });
      reply.header('set-cookie', cookie);
    };
    app.decorate('issueCsrfCookie', issue);

    /** The cookie sent is missing, stale or half-way to expiry. */
    const wantsFresh = (cookie: string | undefined) => {
      const age = tokens.age(cookie);
      return age === null || age > LIFETIME_SECONDS / 2;
    };

    app.addHook('onRequest', async (request, reply) => {
      const cookie = readCookie(request.headers.cookie, CSRF_COOKIE);
      // Not the API: only the shell's page, which the browser loads first, brings a cookie.
      if (!request.routeOptions.config.auth) {
        if (isSpaNavigation(request) && wantsFresh(cookie)) issue(request, reply);
        return;
      }
      if (request.routeOptions.config.csrf === false) return;
      if (safeMethods.has(request.method)) {
        if (cookie !== undefined && wantsFresh(cookie)) issue(request, reply);
        return;
      }
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || tokens.age(cookie) === null) {
        issue(request, reply);
        throw new AppError(419, authMessages.csrf);
      }
    });
  },
  { name: 'csrf', dependencies: ['config'] },
);
