import { sha256Hex } from '../src/auth/secrets.ts';
import { ROLE_IDS } from '@portal/contracts';
import { isoIn } from '../src/lib/time.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { createAccount, TEST_PASSWORD, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const HOUR = 3600;

describe.each(testDialects())('absolute session lifetime on %s', (dialect) => {
  let testApp: TestApp;
  let student: TestAccount;

  beforeAll(async () => {
    // The tests age a token by rewriting its row behind the app's back, standing for time that
    // passed: a kept row would rightly still show its real age, so nothing is kept here.
    testApp = await startTestApp({ dialect, env: { AUTH_CACHE_SECONDS: '0' } });
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;
  const login = async (remember: boolean): Promise<string> => {
    const response = await new ApiCaller(testApp.app).post('/api/user/login', { email: student.email, password: TEST_PASSWORD, remember });
    expect(response.statusCode).toBe(200);
    return response.json().data.token;
  };
  /** The token was created `ageSeconds` ago and last used a minute ago (so its idle window is open). */
  const age = (token: string, ageSeconds: number) =>
    db()
      .updateTable('access_tokens')
      .set({ created_at: isoIn(-ageSeconds), last_used_at: isoIn(-60), expires_at: isoIn(7 * HOUR) })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
  const me = (token: string) => new ApiCaller(testApp.app, token).get('/api/user/me');
  const stored = (token: string) =>
    db().selectFrom('access_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();

  it('defaults to 12 hours, 30 days with "Recordarme"', () => {
    expect(testApp.app.config.sessionMaxAge).toEqual({ hours: 12, rememberDays: 30 });
  });

  it('refuses a token older than 12 hours with the idle-expiry 401, even though it was used a minute ago', async () => {
    const token = await login(false);
    await age(token, 12 * HOUR + 30);

    const response = await me(token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No autenticado.' });
    // The dead token is gone, and stays refused.
    expect(await stored(token)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('keeps serving a token kept in use before its absolute end, never extending it past that end', async () => {
    const token = await login(false);
    await age(token, 11 * HOUR);

    expect((await me(token)).statusCode).toBe(200);

    const row = (await stored(token))!;
    // The idle window (8 h) would reach 19 h after creation; it stops at 12 h.
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThanOrEqual(12 * HOUR * 1000);
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(0.9 * HOUR * 1000);
  });

  it('lets a remembered login last beyond 12 hours, and ends it after 30 days', async () => {
    const remembered = await login(true);
    await age(remembered, 3 * 24 * HOUR);
    expect((await me(remembered)).statusCode).toBe(200);

    await age(remembered, 30 * 24 * HOUR + 30);
    expect((await me(remembered)).statusCode).toBe(401);
  });

  it('reads SESSION_MAX_HOURS and SESSION_REMEMBER_DAYS', async () => {
    const short = await startTestApp({ dialect, env: { SESSION_MAX_HOURS: '2', SESSION_REMEMBER_DAYS: '7' } });
    try {
      expect(short.app.config.sessionMaxAge).toEqual({ hours: 2, rememberDays: 7 });
      const account = await createAccount(short.app);
      await short.app.db
        .updateTable('access_tokens')
        .set({ created_at: isoIn(-2 * HOUR - 30), last_used_at: isoIn(-60) })
        .where('user_id', '=', account.id)
        .execute();

      expect((await account.caller.get('/api/user/me')).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
