import type { FastifyInstance } from 'fastify';
import * as PusherModule from 'pusher-js';
import type { Channel } from 'pusher-js';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './test-app.ts';

// pusher-js is CommonJS whose types re-export an ES default export: under NodeNext the types
// see one `default` more than the run time has.
type PusherClass = (typeof PusherModule.default)['default'];
const Pusher = PusherModule.default as unknown as PusherClass;
type Pusher = InstanceType<PusherClass>;
export type PusherClient = Pusher;

/** The port a listening test app got. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening');
  return address.port;
}

/** The browser's client (pusher-js, its Node build) pointed at our server as the shell points it. */
export function pusherClient(port: number, options: { key?: string; token?: string } = {}): Pusher {
  return new Pusher(options.key ?? 'portal-key', {
    cluster: 'us2',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${options.token ?? ''}`, Accept: 'application/json' },
    },
  });
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
    client.connection.bind('failed', () => reject(new Error('connection failed')));
  });
}

/** Resolves on subscription_succeeded, rejects with the error pusher-js reports. */
export function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(error));
  });
}

export function nextEvent<T = unknown>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => channel.bind(event, (data: T) => resolve(data)));
}

/**
 * What Echo does before a private subscription: the auth endpoint signs the channel for the
 * socket with the bearer token (and so ties the socket to that session).
 */
export async function authorizeChannel(app: FastifyInstance, token: string, socketId: string, channel: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`broadcasting/auth answered ${response.statusCode}`);
  return (response.json() as { auth: string }).auth;
}

/** A bare socket subscribed to each channel through the auth endpoint of `authApp`, as Echo would. */
export async function joinWithToken(authApp: FastifyInstance, socket: RawSocket, token: string, channels: string[]): Promise<void> {
  const socketId = await socket.socketId();
  for (const channel of channels) {
    socket.send('pusher:subscribe', { channel, auth: await authorizeChannel(authApp, token, socketId, channel) });
    const answer = await socket.next('pusher_internal:subscription_succeeded');
    if (answer.channel !== channel) throw new Error(`Subscribed to ${answer.channel}, not ${channel}`);
  }
}

export interface WireFrame {
  event: string;
  channel?: string;
  data: Record<string, unknown>;
}

/** A bare socket, to say what pusher-js never would (forged signatures, floods, silence). */
export class RawSocket {
  readonly frames: WireFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;
  private waiters: Array<{ match: (frame: WireFrame) => boolean; resolve: (frame: WireFrame) => void }> = [];
  readonly ws: WebSocket;

  /** `localAddress`: the client's own address (any 127.x.y.z on loopback), to act as another host. */
  constructor(url: string, headers: Record<string, string> = {}, options: { localAddress?: string } = {}) {
    this.ws = new WebSocket(url, { headers, ...options });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    this.ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as WireFrame;
      const frame = { ...parsed, data: typeof parsed.data === 'string' ? JSON.parse(parsed.data) : parsed.data };
      this.frames.push(frame);
      const waiter = this.waiters.find((candidate) => candidate.match(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        waiter.resolve(frame);
      }
    });
  }

  static url(port: number, key = 'portal-key') {
    return `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`;
  }

  /** The first frame (already received or still to come) with this event. */
  next(event: string): Promise<WireFrame> {
    const seen = this.frames.find((frame) => frame.event === event);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve) =>
      this.waiters.push({
        match: (frame) => frame.event === event,
        resolve: (frame) => {
          this.frames.splice(this.frames.indexOf(frame), 1);
          resolve(frame);
        },
      }),
    );
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify({ event, data, ...(channel && { channel }) }));
  }

  private handshake: Promise<string> | undefined;

  /** The socket id of the handshake (awaited once, remembered). */
  socketId(): Promise<string> {
    this.handshake ??= this.next('pusher:connection_established').then((frame) => String(frame.data.socket_id));
    return this.handshake;
  }
}

/**
 * An app with `env`, listening on a free port, for tests that open raw sockets: `raw()` opens one
 * (from `localAddress` when given) and keeps it; after each test every socket is ended and the
 * test waits until the server has let go of them all, so each test's capacity counts are its own.
 */
export function listeningRealtimeApp(env: Record<string, string>) {
  let testApp: TestApp;
  let port: number;
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ env });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(testApp.app);
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
    while (testApp.app.realtime.hub.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  return {
    app: () => testApp.app,
    raw: (localAddress?: string) => {
      const socket = new RawSocket(RawSocket.url(port), {}, localAddress ? { localAddress } : {});
      sockets.push(socket);
      return socket;
    },
  };
}
