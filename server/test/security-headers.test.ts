import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe('security headers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { REMOTE_ADMIN_URL: 'https://cdn.example.edu/admin/mf-manifest.json' } });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('sends a same-origin CSP that lets the shell, antd styles, remotes and the socket work', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'bolsa.example.edu' } });

    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.edu']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.example.edu']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.edu']);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://bolsa.example.edu', 'wss://bolsa.example.edu', 'https://cdn.example.edu']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it('sends the other helmet headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('sends them on refusals and unknown paths too, and the CSP names each host asked for', async () => {
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: { host: 'a.example.edu' } });
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { host: 'b.example.edu' } });

    expect([refused.statusCode, missing.statusCode]).toEqual([401, 404]);
    for (const response of [refused, missing]) expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['content-security-policy']).toContain("connect-src 'self' ws://a.example.edu wss://a.example.edu");
    expect(missing.headers['content-security-policy']).toContain("connect-src 'self' ws://b.example.edu wss://b.example.edu");
  });

  it('serves the API docs page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
