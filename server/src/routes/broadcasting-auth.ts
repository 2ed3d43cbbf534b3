import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, authMessages } from '../http/app-error.ts';
import { signedIn } from '../services/context.ts';
import { mayJoin } from '../realtime/channels.ts';
import { socketIdPattern } from '../realtime/protocol.ts';
import { signChannel } from '../realtime/signature.ts';
import { errors } from '@portal/contracts/schemas';

const AuthBody = Type.Object({
  socket_id: Type.String({ pattern: socketIdPattern }),
  channel_name: Type.String({ minLength: 1, maxLength: 164 }),
});

/**
 * Laravel's default channel authorization endpoint, as Echo calls it: form-encoded
 * `socket_id` and `channel_name`, the bearer token, `Accept: application/json`.
 *
 * Exempt from the CSRF check (`config.csrf: false`): CSRF rides on credentials a browser adds
 * by itself (cookies), and this route reads none; it trusts the Authorization header only,
 * which another site's page cannot set on a cross-site POST without a CORS preflight we never
 * grant. Its answer is also useless to a forger: a signature bound to a socket id, unreadable
 * cross-origin. Echo sends no X-XSRF-TOKEN here (spec §7), so requiring one would break it.
 */
const broadcastingAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: the API itself accepts JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/broadcasting/auth',
    {
      config: { auth: 'authenticated', csrf: false },
      schema: {
        tags: ['real-time'],
        summary: 'Signs a private channel subscription (users.{own id}, roles.{own role})',
        body: AuthBody,
        // 403: a channel that is not the caller's own.
        response: { 200: Type.Object({ auth: Type.String() }), ...errors(403) },
      },
    },
    async (request) => {
      const { socket_id, channel_name } = request.body;
      const session = signedIn(request.ctx);
      if (!mayJoin(session.user, channel_name)) throw new AppError(403, authMessages.forbidden);
      // The socket (on whichever instance holds it) learns which session it serves, so the end
      // of that session closes it. A Redis failure must not refuse the channel: it is logged (the
      // instance's own sockets are bound before the publish).
      await app.realtime.broadcaster
        .control({ type: 'bind', socketId: socket_id, tokenId: session.tokenId, userId: session.user.id_us })
        .catch((err: unknown) => request.log.warn({ err }, 'Real-time: could not bind the socket to its session'));
      return { auth: signChannel(app.realtime.appKey, app.realtime.appSecret, socket_id, channel_name) };
    },
  );
};

export default broadcastingAuthRoutes;
