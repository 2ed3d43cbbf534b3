import { ApiCaller } from './helpers/api-caller.ts';
import { createAccount, TEST_PASSWORD } from './helpers/accounts.ts';
import { capturedLog, startTestApp } from './helpers/test-app.ts';

/** What the request log holds at a level: one line per answer worth keeping. */
describe('the request log', () => {
  const completed = (lines: string[]) =>
    lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number } })
      .filter((entry) => entry.msg === 'request completed')
      .map(({ req, res }) => `${req?.method} ${req?.url} ${res?.statusCode}`);

  it('at info keeps sign-ins, changes and refusals, one line each, and leaves successful reads out', async () => {
    const log = capturedLog();
    const testApp = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    try {
      const student = await createAccount(testApp.app);
      const caller = new ApiCaller(testApp.app);
      await caller.refresh();
      log.lines.length = 0;

      expect((await testApp.app.inject({ method: 'GET', url: '/api/catalogs/provincias' })).statusCode).toBe(200);
      expect((await caller.post('/api/user/login', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      expect((await caller.post('/api/user/login', { email: student.email, password: 'Otra.Clave.2026' })).statusCode).toBe(422);
      expect((await new ApiCaller(testApp.app, 'A'.repeat(43)).get('/api/user/me')).statusCode).toBe(401);

      expect(completed(log.lines)).toEqual(['POST /api/user/login 200', 'POST /api/user/login 422', 'GET /api/user/me 401']);
      expect(log.text()).not.toContain('incoming request');
    } finally {
      await testApp.close();
    }
  });

  it('at debug also keeps successful reads', async () => {
    const log = capturedLog();
    const testApp = await startTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/catalogs/provincias' })).statusCode).toBe(200);

      expect(completed(log.lines)).toEqual(['GET /api/catalogs/provincias 200']);
    } finally {
      await testApp.close();
    }
  });
});
