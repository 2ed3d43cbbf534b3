import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ROLE_IDS } from '@portal/contracts';
import { buildApp } from '../src/app.ts';
import { fanoutKey, sealMessage } from '../src/realtime/signature.ts';
import { adminAccount, createAccount } from './helpers/accounts.ts';
import { joinWithToken, portOf, RawSocket } from './helpers/realtime-clients.ts';
import { TcpProxy } from './helpers/tcp-proxy.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

/** What an app logs, with a way to await a line that says `text`. */
function watchedLog() {
  const lines: string[] = [];
  let waiters: Array<{ text: string; resolve: () => void }> = [];
  return {
    lines,
    stream: {
      write(line: string) {
        lines.push(line);
        for (const waiter of waiters.filter((candidate) => line.includes(candidate.text))) waiter.resolve();
        waiters = waiters.filter((candidate) => !line.includes(candidate.text));
      },
    },
    /** Resolves once a line (already written or still to come) contains `text`. */
    said(text: string): Promise<void> {
      if (lines.some((line) => line.includes(text))) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ text, resolve }));
    },
  };
}

/**
 * Issue 13, gap 8: the Redis fan-out between instances, as an attacker with access to Redis and
 * as an outage would treat it. Instance A reaches Redis through a relay the tests cut; instance
 * B is connected directly. Both share the real-time secret, as a real deployment must.
 */
describe('Redis fan-out: signed messages, and no change lost to an outage', () => {
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `portal-test:${randomBytes(6).toString('hex')}:`;
  const topic = `${prefix}realtime`;
  const secret = randomBytes(24).toString('hex');
  const relay = new TcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  const logA = watchedLog();
  const logB = watchedLog();
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  /** The attacker's (and the operator's) own connection to Redis. */
  let intruder: Redis;
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    intruder = new Redis(redisUrl.toString());
    const relayed = new URL(redisUrl);
    relayed.port = String(await relay.start());
    const env = (url: string) => ({
      ...database.env,
      LOG_LEVEL: 'warn',
      REALTIME_DRIVER: 'redis',
      REDIS_URL: url,
      REDIS_PREFIX: prefix,
      REALTIME_APP_SECRET: secret,
      APP_SECRET: randomBytes(32).toString('hex'),
    });
    a = await buildApp(testConfig(env(relayed.toString())), { logStream: logA.stream });
    b = await buildApp(testConfig(env(redisUrl.toString())), { logStream: logB.stream });
    for (const app of [a, b]) await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    for (const app of [a, b]) await app?.close();
    intruder?.disconnect();
    await relay.stop();
    await database?.drop();
  });

  /** A student whose page (a socket on B, signed through A) listens to its own channel. */
  async function studentOnB() {
    const student = await createAccount(a, { role: ROLE_IDS.student });
    const socket = new RawSocket(RawSocket.url(portOf(b)));
    sockets.push(socket);
    await joinWithToken(a, socket, student.token, [`private-users.${student.id}`]);
    return { student, socket };
  }

  it('drops a message published on the topic without the instances’ signature, and delivers a signed one', async () => {
    const { student, socket } = await studentOnB();
    const channel = `private-users.${student.id}`;
    const forgedEvent = (marker: string) =>
      JSON.stringify({ origin: 'intruder', channel, event: 'user.updated', payload: { user: null, signed_out: true, marker } });
    const forgedClose = JSON.stringify({
      origin: 'intruder',
      control: { type: 'user', userId: student.id, roleId: null, signedOut: true },
    });
    const warningsBefore = logB.lines.length;

    // The old, unsigned envelope; a made-up signature; one made with another secret; a signed body with another body swapped in.
    await intruder.publish(topic, forgedEvent('unsigned'));
    await intruder.publish(topic, forgedClose);
    await intruder.publish(topic, `${'0'.repeat(64)}.${forgedEvent('made-up')}`);
    await intruder.publish(topic, sealMessage(fanoutKey('not-the-portal-secret'), forgedEvent('other-secret')));
    const genuine = sealMessage(fanoutKey(secret), forgedEvent('swapped'));
    await intruder.publish(topic, `${genuine.slice(0, 64)}.${forgedEvent('tampered')}`);
    // What an instance holding the secret would send.
    await intruder.publish(
      topic,
      sealMessage(
        fanoutKey(secret),
        JSON.stringify({ origin: 'instance-c', channel, event: 'notification.created', payload: { id: 'signed' } }),
      ),
    );

    // Redis keeps the order of one publisher: when the signed message is in, the forged ones came and went before it.
    expect((await socket.next('notification.created')).data).toEqual({ id: 'signed' });
    expect(socket.frames.filter((frame) => frame.event === 'user.updated')).toEqual([]);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    const warnings = logB.lines.slice(warningsBefore).filter((line) => line.includes('wrongly signed message on Redis dropped'));
    expect(warnings).toHaveLength(5);
    // Logged without what the message said.
    expect(warnings.join('')).not.toMatch(/marker|made-up|tampered|signedOut/);
  });

  it('tells the pages to re-read their session when the subscription to Redis was cut, and keeps fanning out', async () => {
    const { student, socket } = await studentOnB();
    const admin = await adminAccount(a);

    // An operator (or a failing network) ends the instances' subscriber connections.
    const clients = String(await intruder.client('LIST'));
    const subscribers = [...clients.matchAll(/^id=(\d+) .* name=(\S+) /gm)].filter(([, , name]) => name === `${topic}:subscriber`);
    expect(subscribers).toHaveLength(2);
    for (const [, id] of subscribers) await intruder.client('KILL', 'ID', id!);

    // Whatever was published while it was down never reaches B: the page hears it must re-read.
    expect((await socket.next('session.refresh')).data).toEqual({});
    await logB.said('Redis subscription restored');
    // And B listens again: a change made through A reaches the page on B.
    expect((await admin.caller.patch(`/api/admin/users/${student.id}`, { name_us: 'Tras la reconexión' })).statusCode).toBe(200);
    expect((await socket.next('user.updated')).data).toMatchObject({ user: { name_us: 'Tras la reconexión' }, signed_out: false });
  });

  it('reads its kept flags again once its subscription is back: a flag switched off meanwhile counts at once', async () => {
    const { student, socket } = await studentOnB();
    const me = async () => {
      const answer = await b.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${student.token}` } });
      const menu = (answer.json() as { data: { menu: Array<{ title: string; children: Array<{ title: string }> }> } }).data.menu;
      return menu.flatMap((item) => [item.title, ...item.children.map((child) => child.title)]);
    };
    // B now keeps the student role's menu and flags (AUTH_CACHE_SECONDS).
    expect(await me()).toContain('main_languages');
    const { id: menuId } = await b.db.selectFrom('menus').select('id').where('title', '=', 'main_languages').executeTakeFirstOrThrow();
    const grant = await b.db
      .selectFrom('role_menus')
      .selectAll()
      .where('role_id', '=', ROLE_IDS.student)
      .where('menu_id', '=', menuId)
      .executeTakeFirstOrThrow();
    try {
      // A change whose message B never hears, as one published while its subscription was down.
      await b.db.deleteFrom('role_menus').where('role_id', '=', ROLE_IDS.student).where('menu_id', '=', menuId).execute();
      expect(await me()).toContain('main_languages');

      // Both instances' subscriber connections are cut, as in the test above.
      const clients = String(await intruder.client('LIST'));
      for (const [, id, name] of clients.matchAll(/^id=(\d+) .* name=(\S+) /gm)) {
        if (name === `${topic}:subscriber`) await intruder.client('KILL', 'ID', id!);
      }

      // The page is told to re-read its session, and what it reads is the database's, not what B kept.
      expect((await socket.next('session.refresh')).data).toEqual({});
      expect(await me()).not.toContain('main_languages');
    } finally {
      await b.db.insertInto('role_menus').values(grant).execute();
    }
  });

  it('survives failed publishes while Redis is out of reach, then has every instance’s pages re-read their session', async () => {
    const { student, socket } = await studentOnB();
    const admin = await adminAccount(a);

    await relay.stop();
    // A takes the change; its publish fails (A is cut off from Redis), and the request does not.
    expect((await admin.caller.patch(`/api/admin/users/${student.id}`, { name_us: 'Durante el corte' })).statusCode).toBe(200);
    await logA.said('Real-time: could not send user.updated');
    expect((await a.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await relay.start();
    // The page on B missed the event; once A reaches Redis again it is told to re-read its session.
    expect((await socket.next('session.refresh')).data).toEqual({});
    expect(socket.frames.filter((frame) => frame.event === 'user.updated')).toEqual([]);
    await logA.said('Redis is back after failed publishes');
  });
});
