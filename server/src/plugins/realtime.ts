import { randomBytes } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { LocalBroadcaster } from '../realtime/drivers/local.ts';
import { PusherBroadcaster } from '../realtime/drivers/pusher.ts';
import { RedisBroadcaster } from '../realtime/drivers/redis.ts';
import { forwardEvents } from '../realtime/forward-events.ts';
import { RealtimeHub } from '../realtime/hub.ts';
import realtimeSocketRoute from '../routes/realtime-socket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      hub: RealtimeHub;
      broadcaster: Broadcaster;
      appKey: string;
      /** Signs channel authorizations; checked again on every private subscription. */
      appSecret: string;
    };
  }
}

function createBroadcaster(app: FastifyInstance, hub: RealtimeHub, appSecret: string): Broadcaster {
  const { realtime } = app.config;
  if (realtime.driver === 'redis') return new RedisBroadcaster(hub, { ...realtime.redis, secret: appSecret }, app.log);
  if (realtime.driver === 'pusher') {
    return new PusherBroadcaster({
      appId: realtime.pusher.appId!,
      key: realtime.appKey,
      secret: appSecret,
      cluster: realtime.pusher.cluster,
    });
  }
  return new LocalBroadcaster(hub);
}

/**
 * The Pusher-protocol server on the API's own port (`/app/{key}`), the broadcaster chosen by
 * REALTIME_DRIVER, and the forwarding of committed changes to the users' and roles' channels.
 */
export default fp(
  async (app) => {
    const { realtime } = app.config;
    const appSecret = realtime.appSecret ?? randomBytes(32).toString('hex');
    const hub = new RealtimeHub({
      maxConnections: realtime.maxConnections,
      maxConnectionsPerUser: realtime.maxConnectionsPerUser,
      activityTimeoutMs: realtime.activityTimeoutSeconds * 1000,
      pongTimeoutMs: realtime.pongTimeoutSeconds * 1000,
      maxConnectionsPerIp: realtime.maxConnectionsPerIp,
    });
    const broadcaster = createBroadcaster(app, hub, appSecret);
    await broadcaster.ready();
    app.decorate('realtime', { hub, broadcaster, appKey: realtime.appKey, appSecret });

    await app.register(fastifyWebsocket, {
      // ws answers a bigger frame with close code 1009 before it is buffered whole. No
      // permessage-deflate: a delivery writes the same frame to every socket (hub.ts), and a
      // zlib context per socket would cost more memory than the small frames would save.
      // The hub keeps its own list of sockets (ws's `clients` would hold each one a second time).
      options: { maxPayload: realtime.maxMessageBytes, perMessageDeflate: false, clientTracking: false },
      // Clients are told to reconnect at once (4200), so a rolling restart loses no one.
      preClose(done) {
        hub.closeAll();
        this.websocketServer.close(() => done());
      },
    });
    await app.register(realtimeSocketRoute);

    // The other instances' logouts and changes of users, roles and catalogs reach this one as
    // control messages: what this instance keeps of them is dropped (auth/auth-cache.ts,
    // plugins/kept-answers.ts).
    hub.onControl((control) => {
      if (control.type === 'session') app.authCache.dropToken(control.tokenId);
      else if (control.type === 'user') app.authCache.dropUser(control.userId);
      else if (control.type === 'role') app.authCache.dropRole(control.roleId);
      else if (control.type === 'catalog' || control.type === 'accounts' || control.type === 'offers') app.keptAnswersChanged(control.type);
      // After a Redis outage some of those messages may have been lost.
      else if (control.type === 'refresh') {
        app.authCache.dropAll();
        app.keptAnswersChanged('all');
      }
    });

    const stopForwarding = forwardEvents({ events: app.events, db: app.db, broadcaster, log: app.log });
    app.addHook('onClose', async () => {
      stopForwarding();
      await broadcaster.close();
    });
  },
  { name: 'realtime', dependencies: ['config', 'db', 'events', 'auth', 'kept-answers'] },
);
