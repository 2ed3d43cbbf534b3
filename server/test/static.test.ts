import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createFakeStaticRoot, shellIndexHtml, shellMainJs } from './helpers/fake-static-root.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static files', () => {
  let staticRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    staticRoot = await createFakeStaticRoot();
    testApp = await startTestApp({ env: { STATIC_ROOT: staticRoot } });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  describe('precompressed files', () => {
    it('serves brotli to a browser that accepts it', async () => {
      const response = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shellMainJs);
    });

    it('serves gzip when brotli is not accepted', async () => {
      const response = await get('/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' });

      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(shellMainJs);
    });

    it('serves the plain file when no encoding is accepted, or no compressed sibling exists', async () => {
      const plain = await get('/main.1a2b3c4d.js');
      const manifest = await get('/remotes/cv/mf-manifest.json', { 'accept-encoding': 'br, gzip' });

      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(shellMainJs);
      expect(manifest.headers['content-encoding']).toBeUndefined();
      expect(manifest.json()).toEqual({ id: 'remote_cv' });
    });
  });

  describe('caching', () => {
    it.each(['/main.1a2b3c4d.js', '/fonts/x.9f8e7d6c.woff2', '/remotes/cv/123.ab12cd34.js'])(
      'caches the hashed file %s for a year',
      async (url) => {
        const response = await get(url, { 'accept-encoding': 'br' });

        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
      },
    );

    it.each(['/', '/index.html', '/remotes/cv/remoteEntry.js', '/remotes/cv/mf-manifest.json'])(
      'never caches the entry point %s',
      async (url) => {
        const response = await get(url);

        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );

    it('lets a shell on another origin load a remote', async () => {
      const response = await get('/remotes/cv/mf-manifest.json', { origin: 'https://other.example.edu' });

      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  describe('single-page fallback', () => {
    it("serves the shell's index.html to a browser navigating to a shell route", async () => {
      const response = await get('/CV/basic', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(shellIndexHtml);
    });

    it('answers 404 JSON to a request that does not want HTML', async () => {
      const response = await get('/CV/basic', { accept: 'application/json' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recurso no encontrado.' });
    });

    it.each(['/api/nope', '/remotes/cv/x.js', '/remotes/company/remoteEntry.js', '/broadcasting/auth', '/app/key'])(
      'never answers %s with the shell',
      async (url) => {
        const response = await get(url, { accept: 'text/html' });

        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<!doctype html>');
      },
    );
  });
});

describe('static files before the front end is built', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('still starts, answers health, and 404s a navigation', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const page = await testApp.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });

    expect(health.statusCode).toBe(200);
    expect(page.statusCode).toBe(404);
  });
});
