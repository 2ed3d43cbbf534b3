import type { FastifyRequest } from 'fastify';

/** First path segments that belong to the server, never to the shell's router. */
const serverSegments = new Set(['api', 'remotes', 'broadcasting', 'app']);

/** A browser navigation to a shell route (e.g. `/CV/basic`), which gets the shell's index.html. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.headers.accept?.includes('text/html')) return false;
  const firstSegment = request.url.split(/[/?#]/)[1] ?? '';
  return !serverSegments.has(firstSegment.toLowerCase());
}
