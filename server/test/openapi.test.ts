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

  it('documents bodies, answers and the bearer token of protected routes', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = document.paths['/api/user/login'].post;
    const createUser = document.paths['/api/admin/users/'].post;

    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    expect(login.security).toBeUndefined();
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      required: ['email', 'password'],
      additionalProperties: false,
    });
    expect(Object.keys(login.responses).sort()).toEqual(['200', '403', '419', '422', '429']);
    expect(createUser.security).toEqual([{ bearerAuth: [] }]);
    expect(createUser.description).toContain('Requiere el menú «adm-users» con el permiso c.');
  });
});
