import type { APIRequestContext, APIResponse } from '@playwright/test';
import { accounts } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A signed-in user calling the API as the portal's client does (bearer token, CSRF cookie
 * echoed in X-XSRF-TOKEN). `call` answers the envelope's data and throws on a failure;
 * `send` answers the raw response, for a test that expects a refusal.
 */
export async function apiAs(request: APIRequestContext, credentials: { email: string; password: string }) {
  await request.get('/api/refresh');
  let token = '';

  // The cookie is read at every call, as the portal's client does: another caller sharing this
  // request context (another user's `apiAs`) may have been issued a fresh one meanwhile.
  async function csrf() {
    const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('GET /api/refresh set no XSRF-TOKEN cookie');
    return decodeURIComponent(cookie.value);
  }

  async function send(method: Method, url: string, data?: unknown): Promise<APIResponse> {
    return request.fetch(url, {
      method,
      headers: { 'x-xsrf-token': await csrf(), accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      ...(data !== undefined && { data }),
    });
  }

  async function call<T = unknown>(method: Method, url: string, data?: unknown): Promise<T> {
    const response = await send(method, url, data);
    if (!response.ok()) throw new Error(`${method} ${url} → ${response.status()} ${await response.text()}`);
    return (await response.json()).data as T;
  }

  token = (await call<{ token: string }>('POST', '/api/user/login', credentials)).token;
  return { call, send };
}

/**
 * The administrator calling the API: how the e2e tests change roles, flags, users and
 * catalogs behind an open page.
 */
export const adminApi = (request: APIRequestContext) => apiAs(request, accounts.admin);

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
