import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('GET /api/health on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 200 after querying the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK', data: { status: 'ok', db: dialect } });
  });

  it('answers 503 when the database does not answer', async () => {
    await testApp.app.db.destroy();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'La base de datos no responde.',
      data: { status: 'error', db: dialect },
    });
  });
});
