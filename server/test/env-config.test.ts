import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /env-config.json', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('gives the front end its defaults and is never cached', async () => {
    testApp = await startTestApp();

    const response = await testApp.app.inject({ method: 'GET', url: '/env-config.json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      apiBase: '/api',
      productTitle: 'Bolsa de Empleo Universitaria',
      languageSwitcher: false,
      realtime: { key: 'portal-key', host: null, port: null },
      remotes: {
        remote_cv: '/remotes/cv/mf-manifest.json',
        remote_company: '/remotes/company/mf-manifest.json',
        remote_admin: '/remotes/admin/mf-manifest.json',
      },
    });
  });

  it('follows the environment, so a remote can move without rebuilding the shell', async () => {
    testApp = await startTestApp({
      env: {
        PRODUCT_TITLE: 'Bolsa UTN',
        LANGUAGE_SWITCHER: '1',
        REALTIME_APP_KEY: 'k1',
        REALTIME_HOST: 'ws.example.edu',
        REALTIME_PORT: '6001',
        REMOTE_CV_URL: 'https://cdn.example.edu/cv/2.0.0/mf-manifest.json',
      },
    });

    const body = (await testApp.app.inject({ method: 'GET', url: '/env-config.json' })).json();

    expect(body.productTitle).toBe('Bolsa UTN');
    expect(body.languageSwitcher).toBe(true);
    expect(body.realtime).toEqual({ key: 'k1', host: 'ws.example.edu', port: 6001 });
    expect(body.remotes.remote_cv).toBe('https://cdn.example.edu/cv/2.0.0/mf-manifest.json');
    expect(body.remotes.remote_admin).toBe('/remotes/admin/mf-manifest.json');
  });
});
