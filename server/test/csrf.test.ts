import { CsrfTokens } from '../src/auth/csrf-token.ts';
import { ApiCaller, csrfCookieOf } from './helpers/api-caller.ts';
import { TEST_PASSWORD, createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('CSRF protection', () => {
  let testApp: TestApp;
  let student: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { APP_SECRET: 'a-test-secret-that-is-at-least-32-chars' } });
    student = await createAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const post = (
    headers: Record<string, string>,
    url = '/api/user/login',
    payload: object = { email: student.email, password: TEST_PASSWORD },
  ) => testApp.app.inject({ method: 'POST', url, headers, payload });

  it('GET /api/refresh sets a readable XSRF-TOKEN cookie', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/refresh' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sesión renovada.', data: null });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+; Path=\/; Max-Age=86400; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('an API GET sets no cookie for a caller that sends none, and leaves a fresh one alone', async () => {
    const bare = await testApp.app.inject({ method: 'GET', url: '/api/catalogs/provincias' });
    const caller = new ApiCaller(testApp.app);
    await caller.refresh();
    const fresh = await testApp.app.inject({
      method: 'GET',
      url: '/api/catalogs/provincias',
      headers: { cookie: `XSRF-TOKEN=${caller.csrf}` },
    });

    expect([bare.statusCode, fresh.statusCode]).toEqual([200, 200]);
    expect(bare.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['set-cookie']).toBeUndefined();
  });

  it('an API GET replaces a cookie half-way to expiry, or a stale one, so an open page keeps a good one', async () => {
    const halfWay = new CsrfTokens('a-test-secret-that-is-at-least-32-chars', 86_400).issue(Date.now() - 13 * 3_600_000);
    for (const old of [halfWay, 'garbage']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/catalogs/provincias',
        headers: { cookie: `XSRF-TOKEN=${old}` },
      });
      const renewed = csrfCookieOf(response);
      expect(renewed).toBeTruthy();
      expect(renewed).not.toBe(old);
    }
  });

  it("a browser navigation to the shell's pages sets the cookie a first visit needs", async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const token = csrfCookieOf(page)!;

    expect(token).toBeTruthy();
    expect((await post({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token })).statusCode).toBe(200);
  });

  it('a 419 brings a fresh cookie: the retry with it goes through', async () => {
    const refused = await post({});
    expect(refused.statusCode).toBe(419);
    const token = csrfCookieOf(refused)!;

    expect((await post({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token })).statusCode).toBe(200);
  });

  it('answers 419 when the header is missing, then succeeds after GET /api/refresh', async () => {
    const caller = new ApiCaller(testApp.app);
    await caller.refresh();

    const missing = await post({ cookie: `XSRF-TOKEN=${caller.csrf}` });
    expect(missing.statusCode).toBe(419);
    expect(missing.json()).toEqual({ message: 'La página ha caducado. Vuelva a intentarlo.' });

    const retried = await caller.post('/api/user/login', { email: student.email, password: TEST_PASSWORD });
    expect(retried.statusCode).toBe(200);
  });

  it('answers 419 when the header does not match the cookie', async () => {
    const caller = new ApiCaller(testApp.app);
    await caller.refresh();
    const other = new ApiCaller(testApp.app);
    await other.refresh();

    const response = await post({ cookie: `XSRF-TOKEN=${caller.csrf}`, 'x-xsrf-token': other.csrf! });

    expect(response.statusCode).toBe(419);
  });

  it('answers 419 to a stale token (expired, or signed with another secret), and GET refresh replaces it', async () => {
    const expired = new CsrfTokens('a-test-secret-that-is-at-least-32-chars', 86_400).issue(Date.now() - 2 * 86_400_000);
    const forged = new CsrfTokens('some-other-secret-of-at-least-32-chars', 86_400).issue();

    for (const stale of [expired, forged, 'garbage']) {
      const response = await post({ cookie: `XSRF-TOKEN=${stale}`, 'x-xsrf-token': stale });
      expect(response.statusCode).toBe(419);
      const refresh = await testApp.app.inject({ method: 'GET', url: '/api/refresh', headers: { cookie: `XSRF-TOKEN=${stale}` } });
      const fresh = csrfCookieOf(refresh)!;
      expect(fresh).not.toBe(stale);
      expect((await post({ cookie: `XSRF-TOKEN=${fresh}`, 'x-xsrf-token': fresh })).statusCode).toBe(200);
    }
  });

  it('protects authenticated calls too: a valid bearer token is not enough', async () => {
    const response = await post({ authorization: `Bearer ${student.token}` }, '/api/user/logout', {});

    expect(response.statusCode).toBe(419);
    expect((await student.caller.get('/api/user/me')).statusCode).toBe(200);
  });

  it('answers 401 before 419: a caller without a session is told to sign in', async () => {
    expect((await post({}, '/api/user/logout', {})).statusCode).toBe(401);
  });

  it('leaves static files and non-API routes alone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/env-config.json' });

    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
