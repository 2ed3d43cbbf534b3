import { type ErrorStatus, errorResponse } from '@portal/contracts/schemas';
import type { FastifySchema, RouteOptions } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The error answers a route's declaration implies, so no route lists them by hand:
 * - 401 on every route that is not public, 403 on a menu-guarded one (plugins/auth.ts);
 * - 419 on a state-changing call the CSRF check covers (plugins/csrf.ts);
 * - 422 when the route validates params, query string or body.
 * What only the work can tell (404, 409, 429, a public 403) the route adds with `errors(…)`.
 */
export function impliedErrors(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): ErrorStatus[] {
  const auth = route.config?.auth;
  if (!auth) return [];
  const statuses: ErrorStatus[] = [];
  if (auth !== 'public') statuses.push(401);
  if (typeof auth === 'object') statuses.push(403);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (route.config?.csrf !== false && methods.some((method) => !safeMethods.has(method))) statuses.push(419);
  const schema: FastifySchema | undefined = route.schema;
  if (schema?.params || schema?.querystring || schema?.body) statuses.push(422);
  return statuses;
}

/** The route's response schemas with the implied errors added (what the route states wins). */
export function withImpliedErrors(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): Record<string, unknown> {
  const stated = (route.schema?.response ?? {}) as Record<string, unknown>;
  const implied = Object.fromEntries(impliedErrors(route).map((status) => [status, errorResponse(status)]));
  return { ...implied, ...stated };
}
