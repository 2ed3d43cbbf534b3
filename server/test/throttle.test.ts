import { MemoryThrottleStore, Throttle } from '../src/auth/throttle.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { TEST_PASSWORD, createAccount, type TestAccount, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('Throttle', () => {
  it('counts attempts per key in a fixed window, before the work, and tells how long to wait', async () => {
    let now = 0;
    const throttle = new Throttle(new MemoryThrottleStore(() => now));
    const limit = { max: 2, windowSeconds: 60 };

    expect(await throttle.consume(['a', limit])).toBe(0);
    expect(await throttle.consume(['a', limit])).toBe(0);
    expect(await throttle.consume(['b', limit])).toBe(0);
    now = 15_500;
    expect(await throttle.consume(['a', limit])).toBe(45);
    now = 60_000;
    expect(await throttle.consume(['a', limit])).toBe(0);
    await throttle.clear('a');
    expect(await throttle.consume(['a', limit])).toBe(0);
    expect(await throttle.consume(['a', limit])).toBe(0);
    // A refunded attempt gives its place back.
    await throttle.refund('a');
    expect(await throttle.consume(['a', limit])).toBe(0);
    expect(await throttle.consume(['a', limit])).toBeGreaterThan(0);
  });

  it('counts one attempt on several keys at once and answers the longest wait of those over their limit', async () => {
    let now = 0;
    const throttle = new Throttle(new MemoryThrottleStore(() => now));
    const short = { max: 1, windowSeconds: 10 };
    const long = { max: 1, windowSeconds: 100 };

    expect(await throttle.consume(['x', short], ['y', long])).toBe(0);
    now = 1_000;
    expect(await throttle.consume(['x', short], ['y', long])).toBe(99);
    now = 50_000;
    // x's window is over, y's is not.
    expect(await throttle.consume(['x', short], ['y', long])).toBe(50);
  });
});

describe('throttling of the public calls', () => {
  let testApp: TestApp;
  let student: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({
      configure: (config) => {
        config.throttle.signup.max = 2;
        config.throttle.validation.max = 3;
        config.throttle.resend.max = 2;
      },
    });
    student = await createAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const expectThrottled = (response: Awaited<ReturnType<ApiCaller['post']>>) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      message: `Demasiados intentos. Vuelva a intentarlo en ${response.headers['retry-after']} segundos.`,
    });
  };

  it('refuses the 6th login after 5 failures per e-mail and IP, even with the right password', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.0.0.1');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await caller.post('/api/user/login', { email: student.email, password: 'incorrecta1' })).statusCode).toBe(422);
    }

    const blocked = await caller.post('/api/user/login', { email: student.email, password: TEST_PASSWORD });

    expectThrottled(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address, or another e-mail from the same address, is not blocked.
    const elsewhere = new ApiCaller(testApp.app, null, '10.0.0.2');
    expect((await elsewhere.post('/api/user/login', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await caller.post('/api/user/login', { email: 'otro@test.local', password: 'x' })).statusCode).toBe(422);
  });

  it('forgets the failures after a successful login', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.0.0.3');
    for (let attempt = 0; attempt < 4; attempt += 1)
      await caller.post('/api/user/login', { email: student.email, password: 'incorrecta1' });
    expect((await caller.post('/api/user/login', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await caller.post('/api/user/login', { email: student.email, password: 'incorrecta1' })).statusCode).toBe(422);
    }
  });

  it('throttles signup per IP', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.0.1.1');
    const signup = () =>
      caller.post('/api/user/singup', { dni: uniqueCedula(), email: uniqueEmail('s'), password: TEST_PASSWORD, acepta_privacidad: true });
    expect((await signup()).statusCode).toBe(201);
    expect((await signup()).statusCode).toBe(201);
    expectThrottled(await signup());
  });

  it('throttles validation per IP', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.0.2.1');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await caller.post('/api/user/validation', { dni: uniqueCedula() })).statusCode).toBe(200);
    }
    expectThrottled(await caller.post('/api/user/validation', { dni: uniqueCedula() }));
  });

  it('throttles resend per e-mail and IP', async () => {
    const caller = new ApiCaller(testApp.app, null, '10.0.3.1');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await caller.post('/api/user/verification/resend', { email: 'x@test.local' })).statusCode).toBe(200);
    }
    expectThrottled(await caller.post('/api/user/verification/resend', { email: 'x@test.local' }));
  });
});
