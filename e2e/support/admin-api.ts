import type { APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The administrator calling the API as the portal's client does (bearer token, CSRF cookie
 * echoed in X-XSRF-TOKEN): how the e2e tests change roles, flags and users behind an open page.
 */
export async function adminApi(request: APIRequestContext) {
  await request.get('/api/refresh');
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('GET /api/refresh set no XSRF-TOKEN cookie');
  const csrf = decodeURIComponent(cookie.value);
  let token = '';

  async function call<T = unknown>(method: Method, url: string, data?: unknown): Promise<T> {
    const response = await request.fetch(url, {
      method,
      headers: { 'x-xsrf-token': csrf, accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      ...(data !== undefined && { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${url} → ${response.status()} ${await response.text()}`);
    return (await response.json()).data as T;
  }

  token = (await call<{ token: string }>('POST', '/api/user/login', accounts.admin)).token;
  return { call };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
