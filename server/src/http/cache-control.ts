import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Entry points that name the current build; they must be revalidated on every load. */
const entryPoints = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'env-config.json']);

/** `main.3f9a1c2b.js`, `123.ab12cd34.css`: a content hash of 8+ hex digits just before the extension. */
const contentHash = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Precompressed siblings (`x.js.br`) are cached like the file they compress. */
const compressedSuffix = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(compressedSuffix, '');
  if (entryPoints.has(name)) return NO_CACHE;
  return contentHash.test(name) ? IMMUTABLE : NO_CACHE;
}
