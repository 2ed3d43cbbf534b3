import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { RedisThrottleStore, Throttle } from '../src/auth/throttle.ts';
import { PasswordHasher } from '../src/auth/passwords.ts';
import { busyMessage } from '../src/plugins/error-handler.ts';
import { loadConfig } from '../src/config.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { TEST_PASSWORD, createAccount, type TestAccount, uniqueEmail } from './helpers/accounts.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { buildApp } from '../src/app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const uniquePrefix = () => `portal-test:${randomBytes(6).toString('hex')}:`;
const silent = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

const login = (caller: ApiCaller, email: string, password: string) => caller.post('/api/user/login', { email, password });
const statuses = (responses: Array<{ statusCode: number }>) => responses.map((response) => response.statusCode).sort();
const count = (list: number[], status: number) => list.filter((value) => value === status).length;

describe('sign-in attacks', () => {
  let testApp: TestApp;
  let student: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({
      configure: (config) => {
        config.throttle.login.max = 5;
        config.throttle.loginPerIp.max = 8;
        config.throttle.loginPerAccount.max = 12;
      },
    });
    student = await createAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('20 parallel guesses of one e-mail from one address: 5 are checked, 15 are refused before any hash', async () => {
    const victim = await createAccount(testApp.app);
    const caller = new ApiCaller(testApp.app, null, '10.1.0.1');
    await caller.refresh();

    const answers = await Promise.all(Array.from({ length: 20 }, () => login(caller, victim.email, 'incorrecta1')));

    const got = statuses(answers);
    expect(count(got, 422)).toBe(5);
    expect(count(got, 429)).toBe(15);
    // The right password does not get through either while the window lasts.
    expect((await login(caller, victim.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('spraying one password over many e-mails from one address is stopped, not the other addresses', async () => {
    const sprayer = new ApiCaller(testApp.app, null, '10.1.0.2');
    for (let n = 0; n < 8; n += 1) {
      expect((await login(sprayer, uniqueEmail(`spray${n}`), 'Verano2026!')).statusCode).toBe(422);
    }

    const next = await login(sprayer, uniqueEmail('spray-next'), 'Verano2026!');
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/^Demasiados intentos\. Vuelva a intentarlo en \d+ segundos\.$/);
    const neighbour = new ApiCaller(testApp.app, null, '10.1.0.3');
    expect((await login(neighbour, student.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('successful sign-ins from a shared address (a campus NAT) do not use up its allowance', async () => {
    const campus = new ApiCaller(testApp.app, null, '10.1.0.4');
    const classmates = await Promise.all(Array.from({ length: 12 }, () => createAccount(testApp.app)));
    for (const classmate of classmates) {
      expect((await login(campus, classmate.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('guessing one account from many addresses is stopped per account, and then from a new address too', async () => {
    const victim = await createAccount(testApp.app);
    for (let n = 0; n < 12; n += 1) {
      const bot = new ApiCaller(testApp.app, null, `10.2.${n}.1`);
      expect((await login(bot, victim.email, 'incorrecta1')).statusCode).toBe(422);
    }

    const fresh = new ApiCaller(testApp.app, null, '10.3.0.1');
    expect((await login(fresh, victim.email, 'incorrecta1')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(fresh, student.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  describe('an account locked by failures from elsewhere is not locked for its owner (issue 41)', () => {
    /** Signs in with the browser's device cookie (and the XSRF cookie the caller echoes). */
    const loginWithDevice = async (caller: ApiCaller, email: string, password: string, device: string) => {
      if (!caller.csrf) await caller.refresh();
      const cookie = `XSRF-TOKEN=${encodeURIComponent(caller.csrf!)}; portal_device=${encodeURIComponent(device)}`;
      return caller.call('POST', '/api/user/login', { email, password }, { headers: { cookie } });
    };
    const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
      const header = response.headers['set-cookie'];
      const cookies = (Array.isArray(header) ? header : [header]).map(String);
      const cookie = cookies.find((line) => line.startsWith('portal_device='));
      return { line: cookie, value: decodeURIComponent(/^portal_device=([^;]*)/.exec(cookie ?? '')?.[1] ?? '') };
    };
    /** Twelve failures (the suite's limit) from twelve addresses: the account is locked. */
    async function lockedVictim(prefix: string) {
      const victim = await createAccount(testApp.app);
      for (let n = 0; n < 12; n += 1) {
        expect((await login(new ApiCaller(testApp.app, null, `${prefix}.${n}.1`), victim.email, 'incorrecta1')).statusCode).toBe(422);
      }
      const bot = new ApiCaller(testApp.app, null, `${prefix}.0.1`);
      expect((await login(bot, victim.email, 'incorrecta1')).statusCode).toBe(429);
      return { victim, bot };
    }

    it('a correct password from an address with no recent failures signs in; from an attacking address it does not', async () => {
      const { victim, bot } = await lockedVictim('10.4');
      expect((await login(bot, victim.email, TEST_PASSWORD)).statusCode).toBe(429);
      const home = new ApiCaller(testApp.app, null, '10.5.0.1');
      expect((await login(home, victim.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('a browser that signed in before keeps signing in, even from an address that failed', async () => {
      const victim = await createAccount(testApp.app);
      const laptop = new ApiCaller(testApp.app, null, '10.6.0.1');
      const first = await login(laptop, victim.email, TEST_PASSWORD);
      expect(first.statusCode).toBe(200);
      const device = deviceCookieOf(first);
      expect(device.line).toMatch(/HttpOnly/);
      expect(device.line).toMatch(/SameSite=Strict/);
      expect(device.line).toMatch(/Path=\/api\/user\/login/);
      // The owner mistypes from the shared address, attackers fail from many more: locked.
      expect((await login(laptop, victim.email, 'incorrecta1')).statusCode).toBe(422);
      for (let n = 0; n < 11; n += 1) await login(new ApiCaller(testApp.app, null, `10.7.${n}.1`), victim.email, 'incorrecta1');
      expect((await login(laptop, victim.email, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await loginWithDevice(laptop, victim.email, TEST_PASSWORD, device.value)).statusCode).toBe(200);
    });

    it('a device cookie of another account, or a forged one, does not open the lock', async () => {
      const { victim, bot } = await lockedVictim('10.8');
      const other = await login(new ApiCaller(testApp.app, null, '10.9.0.1'), student.email, TEST_PASSWORD);
      const othersCookie = deviceCookieOf(other).value;
      const [, issued] = othersCookie.split('.');
      for (const forged of [othersCookie, `${victim.id}.${issued}.${othersCookie.split('.')[2]}`, 'basura']) {
        expect((await loginWithDevice(bot, victim.email, TEST_PASSWORD, forged)).statusCode).toBe(429);
      }
    });

    it('attempts refused while the account is locked are not counted on it', async () => {
      const { victim } = await lockedVictim('10.10');
      const account = `login-account:${victim.email}`;
      expect((await testApp.app.throttle.store.peek(account)).hits).toBe(12);
      for (let n = 0; n < 8; n += 1) {
        expect((await login(new ApiCaller(testApp.app, null, `10.11.${n}.1`), victim.email, 'incorrecta1')).statusCode).toBe(429);
      }
      expect((await testApp.app.throttle.store.peek(account)).hits).toBe(12);
    });
  });

  it('an X-Forwarded-For header from an untrusted client changes nothing: it cannot dodge the limits', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.1.0.5');
    const victim = await createAccount(testApp.app);
    const answers = [];
    for (let n = 0; n < 6; n += 1) {
      answers.push(
        await caller.call(
          'POST',
          '/api/user/login',
          { email: victim.email, password: 'incorrecta1' },
          {
            headers: { 'x-forwarded-for': `203.0.113.${n}` },
          },
        ),
      );
    }
    expect(statuses(answers)).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('behind a trusted reverse proxy (TRUST_PROXY)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The proxy runs on this host; it passes on the client's address and scheme.
    testApp = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, configure: (config) => void (config.throttle.login.max = 2) });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const viaProxy = (clientIp: string, proto = 'http') => ({
    headers: { 'x-forwarded-for': clientIp, 'x-forwarded-proto': proto },
  });

  it('counts each client behind the proxy apart, so one client cannot lock an e-mail out for the others', async () => {
    const proxy = new ApiCaller(testApp.app, null, '127.0.0.1');
    const victim = await createAccount(testApp.app);
    const attempt = (clientIp: string, password: string) =>
      proxy.call('POST', '/api/user/login', { email: victim.email, password }, viaProxy(clientIp));

    expect((await attempt('198.51.100.7', 'incorrecta1')).statusCode).toBe(422);
    expect((await attempt('198.51.100.7', 'incorrecta1')).statusCode).toBe(422);
    expect((await attempt('198.51.100.7', 'incorrecta1')).statusCode).toBe(429);

    expect((await attempt('198.51.100.8', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the CSRF cookie Secure when the proxy says the page came over TLS, and only then', async () => {
    const secure = await testApp.app.inject({
      method: 'GET',
      url: '/api/refresh',
      remoteAddress: '127.0.0.1',
      ...viaProxy('198.51.100.9', 'https'),
    });
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/refresh', remoteAddress: '127.0.0.1', ...viaProxy('198.51.100.9') });
    // A client that is not the proxy cannot claim TLS.
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/refresh',
      remoteAddress: '10.9.9.9',
      ...viaProxy('198.51.100.9', 'https'),
    });

    expect(String(secure.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[^;]+;.*; Secure/);
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
    expect(String(forged.headers['set-cookie'])).not.toContain('Secure');
  });

  it('refuses TRUST_PROXY=true (anyone could then claim any address) and reads hop counts and address lists', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/tmp')).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/tmp').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, '/tmp').trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({}, '/tmp').trustProxy).toBe(false);
  });
});

describe('a flood of sign-ins with random e-mails (bounded password hashing)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({
      env: { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2', PASSWORD_HASH_MAX_WAIT_SECONDS: '30' },
      configure: (config) => {
        for (const limit of Object.values(config.throttle)) limit.max = 10_000;
      },
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the excess at once with 503 and the Spanish message, never queues it, and serves again afterwards', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.4.0.1');
    await caller.refresh();
    const hasher = testApp.app.passwords;
    // The one slot is held until the test lets it go, so what "at once" means does not depend
    // on how fast this machine hashes.
    let freeTheSlot!: () => void;
    const held = (hasher as unknown as { run(work: () => Promise<void>): Promise<void> }).run(
      () => new Promise<void>((resolve) => (freeTheSlot = resolve)),
    );

    const answered: Array<{ statusCode: number; json(): unknown; headers: Record<string, unknown> }> = [];
    let tenAnswered!: () => void;
    const tenIn = new Promise<void>((resolve) => (tenAnswered = resolve));
    const flood = Array.from({ length: 12 }, (_, n) =>
      login(caller, uniqueEmail(`flood${n}`), 'Cualquiera1').then((answer) => {
        answered.push(answer);
        if (answered.length === 10) tenAnswered();
        return answer;
      }),
    );

    // Two wait for the slot; the other ten are told the server is busy while it is still held.
    await tenIn;
    expect(hasher.load).toEqual({ active: 1, queued: 2 });
    expect(statuses(answered)).toEqual(Array.from({ length: 10 }, () => 503));
    const busy = answered[0]!;
    expect(busy.json()).toEqual({ message: busyMessage });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);

    freeTheSlot();
    await held;
    const answers = await Promise.all(flood);
    expect(count(statuses(answers), 422)).toBe(2);
    expect(hasher.load).toEqual({ active: 0, queued: 0 });

    const account = await createAccount(testApp.app);
    expect((await login(caller, account.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives up on a waiter whose turn does not come in time', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const hasher = new PasswordHasher({ maxConcurrent: 1, maxQueued: 5, maxWaitMs: 1_000 });
      let finishFirst!: () => void;
      const blocker = new Promise<void>((resolve) => (finishFirst = resolve));
      // Occupies the only slot with work that ends when the test says so.
      const running = (hasher as unknown as { run(work: () => Promise<void>): Promise<void> }).run(() => blocker);
      const waiting = hasher.verify('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA', 'x');
      expect(hasher.load).toEqual({ active: 1, queued: 1 });

      jest.advanceTimersByTime(1_000);

      await expect(waiting).rejects.toThrow('Password hashing is saturated');
      expect(hasher.load).toEqual({ active: 1, queued: 0 });
      finishFirst();
      await running;
      expect(hasher.load).toEqual({ active: 0, queued: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('attempt counters shared through Redis', () => {
  const clients: Redis[] = [];
  const connect = (url = REDIS_URL) => {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true, retryStrategy: () => null });
    client.on('error', () => {});
    clients.push(client);
    return client;
  };

  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('two instances count the same attempts, and parallel attempts cannot overshoot the limit', async () => {
    const prefix = uniquePrefix();
    const [a, b] = [connect(), connect()];
    await Promise.all([a.connect(), b.connect()]);
    const one = new Throttle(new RedisThrottleStore(a, prefix, silent));
    const other = new Throttle(new RedisThrottleStore(b, prefix, silent));
    const limit = { max: 4, windowSeconds: 60 };

    const waits = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 ? one : other).consume(['login:x|1.2.3.4', limit])));

    expect(waits.filter((wait) => wait === 0)).toHaveLength(4);
    expect(waits.filter((wait) => wait > 0).every((wait) => wait <= 60)).toBe(true);
    await one.clear('login:x|1.2.3.4');
    expect(await other.consume(['login:x|1.2.3.4', limit])).toBe(0);
    // The window expires in Redis on its own.
    expect(await a.pttl(`${prefix}login:x|1.2.3.4`)).toBeGreaterThan(0);
  });

  it('while Redis cannot be reached, the instance keeps limiting in its own memory', async () => {
    const unreachable = connect('redis://127.0.0.1:1');
    const throttle = new Throttle(new RedisThrottleStore(unreachable, uniquePrefix(), silent));
    const limit = { max: 2, windowSeconds: 60 };

    expect(await throttle.consume(['k', limit])).toBe(0);
    expect(await throttle.consume(['k', limit])).toBe(0);
    expect(await throttle.consume(['k', limit])).toBeGreaterThan(0);
  });

  it('an instance configured for Redis shares the sign-in limit with its sibling', async () => {
    const database: TestDatabase = await createTestDatabase();
    const env = { ...database.env, THROTTLE_STORE: 'redis', REDIS_URL, REDIS_PREFIX: uniquePrefix() };
    const apps = [await buildApp(testConfig(env)), await buildApp(testConfig(env))];
    try {
      const victim = await createAccount(apps[0]!);
      const answers = [];
      for (let n = 0; n < 6; n += 1) {
        // A round-robin proxy without sticky sessions.
        const caller = new ApiCaller(apps[n % 2]!, null, '10.5.0.1');
        answers.push(await login(caller, victim.email, 'incorrecta1'));
      }
      expect(statuses(answers)).toEqual([422, 422, 422, 422, 422, 429]);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });

  it('counts in Redis by default when the instances share real-time through Redis, in memory otherwise', () => {
    expect(testConfig({ REALTIME_DRIVER: 'redis', REALTIME_APP_SECRET: 'x'.repeat(32), APP_SECRET: 'y'.repeat(32) }).throttleStore).toBe(
      'redis',
    );
    expect(
      testConfig({ REALTIME_DRIVER: 'redis', REALTIME_APP_SECRET: 'x'.repeat(32), APP_SECRET: 'y'.repeat(32), THROTTLE_STORE: 'memory' })
        .throttleStore,
    ).toBe('memory');
    expect(testConfig().throttleStore).toBe('memory');
  });
});
