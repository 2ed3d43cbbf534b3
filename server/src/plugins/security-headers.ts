import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { LRUCache } from 'lru-cache';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a helmet middleware sets for a request with these headers, as name → value. */
function headersSetBy(middleware: Middleware, requestHeaders: IncomingMessage['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({ headers: requestHeaders } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers on every answer. @fastify/helmet built helmet again for each request
 * (options parsed, directives checked); here its headers are worked out once, and the CSP —
 * which names the page's host for the real-time socket — once per host.
 */
export default fp(
  async (app) => {
    const fixed = headersSetBy(helmet({ contentSecurityPolicy: false }), {});
    const policy = helmet.contentSecurityPolicy(contentSecurityPolicy(app.config));
    // Hosts are the client's to name: a few are kept, not one per value ever sent.
    const policyByHost = new LRUCache<string, Record<string, string>>({ max: 64 });

    app.addHook('onRequest', async (request, reply) => {
      const host = request.headers.host ?? '';
      let csp = policyByHost.get(host);
      if (!csp) {
        csp = headersSetBy(policy, { host });
        policyByHost.set(host, csp);
      }
      reply.headers(fixed).headers(csp);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
