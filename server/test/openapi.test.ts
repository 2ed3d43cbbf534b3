import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /api/docs/json', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('documents every route from its schema', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/health/', '/env-config.json']));
    expect(Object.keys(paths['/api/health/'].get.responses)).toEqual(['200', '503']);
  });
});
