import type { FastifyInstance } from 'fastify';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { buildApp } from '../src/app.ts';
import { ROLE_IDS } from '@portal/contracts';
import { adminAccount, createAccount } from './helpers/accounts.ts';
import { joinWithToken, portOf, RawSocket } from './helpers/realtime-clients.ts';
import { sharedRedisEnv, testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

/**
 * Two instances of the portal on one database and one Redis (127.0.0.1:6379), as behind a load
 * balancer: a change made through one reaches a browser client connected to the other.
 */
describe('real-time across two instances (redis driver)', () => {
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];
  const echoes: Echo<'pusher'>[] = [];
  const sockets: RawSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = sharedRedisEnv(database);
    for (let n = 0; n < 2; n += 1) {
      const app = await buildApp(testConfig(env));
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push(app);
    }
  });

  afterAll(async () => {
    for (const echo of echoes) echo.disconnect();
    for (const socket of sockets) socket.ws.terminate();
    for (const app of instances) await app.close();
    await database?.drop();
  });

  /** The shell's client: laravel-echo over pusher-js, pointed at one instance. */
  const echoOn = (app: FastifyInstance, token: string) => {
    const port = portOf(app);
    const echo = new Echo({
      broadcaster: 'pusher',
      Pusher,
      key: 'portal-key',
      cluster: 'us2',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
    });
    echoes.push(echo);
    return echo;
  };

  const subscribedTo = (channel: ReturnType<Echo<'pusher'>['private']>) =>
    new Promise<void>((resolve, reject) => channel.subscribed(resolve).error(reject));

  it('delivers an event raised on instance A to a client on instance B, once, and to A’s own clients', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const student = await createAccount(a, { role: ROLE_IDS.student });
    const admin = await adminAccount(a);

    const onB = echoOn(b, student.token).private(`users.${student.id}`);
    const onA = echoOn(a, student.token).private(`users.${student.id}`);
    await Promise.all([subscribedTo(onB), subscribedTo(onA)]);

    const heardOnB: Array<{ user: { name_us: string } }> = [];
    const heardOnA: typeof heardOnB = [];
    const arrived = new Promise<void>((resolve) => {
      onB.listen('.user.updated', (event: (typeof heardOnB)[number]) => {
        heardOnB.push(event);
        resolve();
      });
    });
    onA.listen('.user.updated', (event: (typeof heardOnB)[number]) => heardOnA.push(event));

    // The change goes through instance A's API.
    expect((await admin.caller.patch(`/api/admin/users/${student.id}`, { name_us: 'Desde la instancia A' })).statusCode).toBe(200);
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardOnB).toEqual([expect.objectContaining({ user: expect.objectContaining({ name_us: 'Desde la instancia A' }) })]);
    expect(heardOnA).toHaveLength(1);
  });

  it('closes a disabled user’s socket held by instance B when the change is made on instance A', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const victim = await createAccount(a, { role: ROLE_IDS.student });
    const admin = await adminAccount(a);
    // The socket lives on B; its channels were signed by A's auth endpoint (as behind a balancer).
    const socket = new RawSocket(RawSocket.url(portOf(b)));
    sockets.push(socket);
    await joinWithToken(a, socket, victim.token, [`private-users.${victim.id}`, `private-roles.${ROLE_IDS.student}`]);

    expect((await admin.caller.post(`/api/admin/users/${victim.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
    expect((await socket.next('user.updated')).data).toMatchObject({ signed_out: true });
    // Awaited, not timed: Jest's limit is the bound.
    expect((await socket.closed).code).toBe(4009);
  });

  it('closes the socket of a token logged out through the other instance', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const student = await createAccount(a, { role: ROLE_IDS.student });
    const socket = new RawSocket(RawSocket.url(portOf(b)));
    sockets.push(socket);
    await joinWithToken(b, socket, student.token, [`private-users.${student.id}`]);

    expect((await student.caller.post('/api/user/logout')).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4009);
  });
});
