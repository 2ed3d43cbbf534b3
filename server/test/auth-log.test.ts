import { emailTag } from '../src/services/auth-events.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { createAccount, TEST_PASSWORD } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Otra.Clave.Segura.2026';

/**
 * Authentication events are in the log at the production level (info), each with the client's
 * address and the account when known — and no password, token, link or e-mail address in it.
 */
describe('authentication events in the log', () => {
  let testApp: TestApp;
  const lines: string[] = [];
  const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => typeof entry.auth === 'string');

  beforeAll(async () => {
    testApp = await startTestApp({
      env: { LOG_LEVEL: 'info', APP_URL: 'https://bolsa.example.edu' },
      configure: (config) => void (config.throttle.login.max = 2),
      logStream: { write: (line) => void lines.push(line) },
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('logs sign-in failures, refusals, successes, sign-outs, throttling and password changes and resets', async () => {
    const account = await createAccount(testApp.app);
    const unverified = await createAccount(testApp.app, { verified: false });
    const caller = new ApiCaller(testApp.app, null, '10.7.0.1');
    const login = (email: string, password: string) => caller.post('/api/user/login', { email, password });

    expect((await login(account.email, 'incorrecta1')).statusCode).toBe(422);
    expect((await login(unverified.email, TEST_PASSWORD)).statusCode).toBe(403);
    const signedIn = await login(account.email, TEST_PASSWORD);
    const token = signedIn.json().data.token as string;
    const session = new ApiCaller(testApp.app, token, '10.7.0.1');
    expect(
      (await session.put('/api/user/password', { current_password: 'incorrecta1', password: NEW_PASSWORD, repassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(422);
    expect(
      (await session.put('/api/user/password', { current_password: TEST_PASSWORD, password: NEW_PASSWORD, repassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await session.post('/api/user/logout')).statusCode).toBe(200);
    expect((await caller.post('/api/user/password/forgot', { email: account.email })).statusCode).toBe(200);
    await testApp.app.mail.flush();
    const mail = await testApp.app.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_email', '=', account.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const secret = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body_text ?? '')![1]!;
    expect((await caller.post('/api/user/password/reset', { hash: secret, password: TEST_PASSWORD })).statusCode).toBe(200);
    await login('nadie@test.local', 'incorrecta1');
    await login('nadie@test.local', 'incorrecta1');
    expect((await login('nadie@test.local', 'incorrecta1')).statusCode).toBe(429);

    const seen = events().map((entry) => ({ auth: entry.auth, ip: entry.ip, userId: entry.userId, reason: entry.reason }));
    expect(seen).toEqual([
      { auth: 'login.failed', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'login.refused', ip: '10.7.0.1', userId: unverified.id, reason: 'email_unverified' },
      { auth: 'login.succeeded', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'password.change_failed', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'password.changed', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'logout', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'password.reset_requested', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'password.reset', ip: '10.7.0.1', userId: account.id, reason: undefined },
      { auth: 'login.failed', ip: '10.7.0.1', userId: undefined, reason: undefined },
      { auth: 'login.failed', ip: '10.7.0.1', userId: undefined, reason: undefined },
      { auth: 'throttled', ip: '10.7.0.1', userId: undefined, reason: 'login' },
    ]);
    // An unknown e-mail is followed by its pseudonym, never written out.
    expect(events().at(-1)!.email_tag).toBe(emailTag('nadie@test.local'));

    const log = lines.join('');
    // (The mail outbox logs whom a mail waits for; an e-mail nobody has is never written.)
    for (const secretText of [TEST_PASSWORD, NEW_PASSWORD, 'incorrecta1', token, secret, 'nadie@test.local']) {
      expect(log).not.toContain(secretText);
    }
  });
});
