import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Connection } from '../realtime/connection.ts';
import { CloseCode, frame, PROTOCOL_VERSION } from '../realtime/protocol.ts';

/** Browsers always send Origin on a socket; a client without one is not a web page. */
function originAllowed(origin: string | undefined, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** `ws://host/app/{key}?protocol=7…`: the socket pusher-js opens (shared/reference/realtime-protocol.md). */
const realtimeSocketRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { realtime, appUrl } = app.config;
  const allowedOrigins = new Set([new URL(appUrl).origin, ...realtime.allowedOrigins]);
  const options = {
    appKey: app.realtime.appKey,
    appSecret: app.realtime.appSecret,
    activityTimeoutSeconds: realtime.activityTimeoutSeconds,
    maxMessagesPerSecond: realtime.maxMessagesPerSecond,
    maxChannelsPerSocket: realtime.maxChannelsPerSocket,
    subscribeDeadlineMs: realtime.subscribeDeadlineSeconds * 1000,
  };

  app.get(
    '/app/:key',
    {
      websocket: true,
      schema: {
        params: Type.Object({ key: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({ protocol: Type.Optional(Type.String({ maxLength: 10 })) }),
      },
      // Same origin unless REALTIME_ALLOWED_ORIGINS says otherwise; refused before the upgrade.
      onRequest: async (request, reply) => {
        if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins)) {
          await reply.code(403).send({ message: 'Origin not allowed' });
        }
      },
      // Checked and validated: only the upgrade is left, and ws writes its answer on the socket
      // itself. The HTTP response would otherwise stay tied to the socket for its whole life.
      preHandler: async (request, reply) => {
        if (request.ws) reply.raw.detachSocket(request.socket);
      },
    },
    (socket, request) => {
      // @fastify/websocket's error listener holds the request and its reply as long as the
      // socket lives (headers, logger, response: a few KiB a socket). This one holds neither and
      // does what it did: log the error and cut the socket.
      socket.removeAllListeners('error');
      socket.on('error', (err) => {
        app.log.error({ err }, 'Real-time socket error');
        socket.terminate();
      });
      const refuse = (code: number, message: string) => {
        socket.send(frame('pusher:error', { code, message }));
        socket.close(code, message);
      };
      if (request.params.key !== app.realtime.appKey) return refuse(CloseCode.appDoesNotExist, 'App key not in use');
      const protocol = Number(request.query.protocol ?? PROTOCOL_VERSION);
      if (protocol < 5 || protocol > PROTOCOL_VERSION) return refuse(CloseCode.unsupportedProtocol, 'Unsupported protocol version');
      // request.ip is the socket's remote address, or the client's as told by a proxy named in
      // TRUST_PROXY; an untrusted X-Forwarded-For is ignored.
      new Connection(socket, request.socket, app.realtime.hub, options, request.ip).open();
    },
  );
};

export default realtimeSocketRoute;
