import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { productTitlePlaceholder } from '@portal/contracts';
import { createFakeStaticRoot, frameScript, shellMainJs, themeScript } from './helpers/fake-static-root.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static files', () => {
  let staticRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    staticRoot = await createFakeStaticRoot();
    testApp = await startTestApp({ env: { STATIC_ROOT: staticRoot, PRODUCT_TITLE: 'Bolsa <UTPL> & "Empleo"' } });
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
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const envConfigIn = (body: string) => JSON.parse(/<script type="application\/json" id="env-config">([^<]*)<\/script>/.exec(body)![1]!);
    const scriptSources = (csp: unknown) => /(?:^|;)\s*script-src ([^;]*)/.exec(String(csp))![1]!.split(' ');
    const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

    it("serves the shell's index.html to a browser navigating to a shell route, with the run-time settings in it", async () => {
      const response = await get('/CV/basic', html);
      const settings = await get('/env-config.json');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(envConfigIn(response.body)).toEqual(settings.json());
    });

    it("allows the page's own inline script by its hash, and no other inline script", async () => {
      const response = await get('/CV/basic', html);

      expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'", themeScriptHash]);
      expect(String(response.headers['content-security-policy'])).toMatch(/script-src-attr 'none'/);
      expect(scriptSources((await get('/api/health')).headers['content-security-policy'])).toEqual(["'self'"]);
    });

    it('serves the prerendered sign-in page with the product title filled in, escaped', async () => {
      const response = await get('/login', html);

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root" data-prerendered><h1>Bienvenido a Bolsa &lt;UTPL&gt; &amp; &quot;Empleo&quot;</h1>');
      expect(response.body).toContain('<title>Iniciar sesión - Bolsa &lt;UTPL&gt; &amp; &quot;Empleo&quot;</title>');
      expect(response.body).not.toContain(productTitlePlaceholder);
      expect(envConfigIn(response.body).productTitle).toBe('Bolsa <UTPL> & "Empleo"');
      expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'", themeScriptHash]);
    });

    it('serves index.html instead to a visitor whose chosen skin the prerendered page does not have', async () => {
      const response = await get('/login', { ...html, cookie: 'BE-theme=dark; BE-skin=bordered' });
      const darkOnly = await get('/login', { ...html, cookie: 'BE-theme=dark' });

      expect(response.body).toContain('<div id="root"></div>');
      expect(darkOnly.body).toContain('data-prerendered');
    });

    it('compresses the document for a browser that accepts gzip', async () => {
      const response = await get('/login', { ...html, 'accept-encoding': 'gzip, br' });

      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/cookie/);
      expect(gunzipSync(response.rawPayload).toString()).toContain('data-prerendered');
    });

    it('never serves the build-time files themselves', async () => {
      const page = await get('/prerendered/login.html', { accept: 'application/json' });
      const index = await get('/index.html', { accept: 'application/json' });

      expect(page.statusCode).toBe(404);
      expect(index.body).not.toContain(productTitlePlaceholder);
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

describe("the signed-in frame (a signed-in page's first paint)", () => {
  let staticRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    staticRoot = await createFakeStaticRoot({ frame: true });
    testApp = await startTestApp({ env: { STATIC_ROOT: staticRoot } });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  const navigate = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  it("paints the screen's title from the menu entry at the path, escaped, and allows the frame's own script", async () => {
    const response = await navigate('/CV/basic');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" data-frame><main><h2>Información &lt;personal&gt; &amp; &quot;básica&quot;</h2>');
    expect(String(response.headers['content-security-policy'])).toContain(hashOf(frameScript));
    expect((await navigate('/company/my-offers')).body).toContain('<h2>Mis ofertas</h2>');
  });

  it("paints the lead the screen's remote declares under the title, escaped; a kind the shell did not draw, or no lead, the title alone", async () => {
    expect((await navigate('/company/new-offer')).body).toContain(
      '<h2>Nueva oferta</h2><p data-screen-lead="intro">Describe el puesto &lt;bien&gt; &amp; &quot;claro&quot;</p>',
    );
    for (const url of ['/company/my-offers', '/offers', '/CV/basic']) {
      const body = (await navigate(url)).body;
      expect({ url, framed: body.includes('data-frame'), lead: body.includes('data-screen-lead') }).toEqual({
        url,
        framed: true,
        lead: false,
      });
    }
  });

  it("paints the summary card's placeholder a CV screen's remote declares above the title, with no text", async () => {
    expect((await navigate('/CV/work')).body).toContain(
      '<main><div class="ant-card" data-screen-lead="summary"></div><h2>Experiencia laboral</h2>',
    );
    const courses = (await navigate('/CV/courses')).body;
    expect(courses).toContain('<div class="ant-card" data-screen-lead="summary"></div><h2>Cursos</h2>');
    expect(courses).not.toContain('Cursos <b>');
    expect(courses).not.toContain('Cursos &lt;b&gt;');
  });

  it('paints no lead for a remote deployed elsewhere: its screen-leads.json here is not its build', async () => {
    const elsewhere = await startTestApp({
      env: { STATIC_ROOT: staticRoot, REMOTE_COMPANY_URL: 'https://company.example.ec/mf-manifest.json' },
    });
    try {
      const response = await elsewhere.app.inject({ method: 'GET', url: '/company/new-offer', headers: { accept: 'text/html' } });
      expect(response.body).toContain('<h2>Nueva oferta</h2>');
      expect(response.body).not.toContain('data-screen-lead');
    } finally {
      await elsewhere.close();
    }
  });

  it('follows the menu: a path an administrator gives an entry is framed at once, its old path no longer', async () => {
    await testApp.app.db.updateTable('menus').set({ path: '/CV/datos' }).where('title', '=', 'main_info').execute();

    expect((await navigate('/CV/datos')).body).toContain('data-frame');
    expect((await navigate('/CV/basic')).body).toContain('<div id="root"></div>');
  });

  it('serves index.html for a page no menu entry names, and for the home page', async () => {
    for (const url of ['/account', '/', '/company/my-offers/7/edit']) expect((await navigate(url)).body).toContain('<div id="root"></div>');
  });

  it('serves index.html to a visitor whose layout or skin the frame is not drawn for', async () => {
    for (const cookie of [
      'BE-navLayout=horizontal',
      'BE-navCollapsed=true',
      'BE-semiDarkNav=true',
      'BE-contentWidth=fluid',
      'BE-navbarType=hidden',
      'BE-skin=bordered',
    ])
      expect({ cookie, body: (await navigate('/company/my-offers', cookie)).body }).toEqual({
        cookie,
        body: expect.stringContaining('<div id="root"></div>'),
      });
    expect((await navigate('/company/my-offers', 'BE-theme=dark; BE-navLayout=vertical')).body).toContain('data-frame');
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
