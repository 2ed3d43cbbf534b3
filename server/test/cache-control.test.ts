import { IMMUTABLE, NO_CACHE, cacheControlFor } from '../src/http/cache-control.ts';

describe('cacheControlFor', () => {
  it.each(['main.3f9a1c2b.js', '/dist/123.ab12cd34.css', 'fonts/x.9f8e7d6c.woff2', 'main.3f9a1c2b.js.br', 'vendor.0123456789abcdef.js.gz'])(
    'caches %s for a year',
    (file) => {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    },
  );

  it.each([
    'index.html',
    'index.html.br',
    'remoteEntry.js',
    'remoteEntry.js.gz',
    'mf-manifest.json',
    'mf-stats.json',
    'env-config.json',
    'favicon.ico',
    'main.js',
    'main.3f9a1c.js',
  ])('revalidates %s on every load', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});
