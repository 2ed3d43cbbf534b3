import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The XSRF-TOKEN value a response sets, if any. */
export function csrfCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const match = cookies.map((cookie) => /^XSRF-TOKEN=([^;]*)/.exec(cookie)).find(Boolean);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Calls the API the way the portal's client does: the bearer token when it has one, and the
 * XSRF-TOKEN cookie echoed in X-XSRF-TOKEN on state-changing calls (fetched first from
 * GET /api/refresh when it has none).
 */
export class ApiCaller {
  csrf: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    public token: string | null = null,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async refresh(): Promise<void> {
    const response = await this.app.inject({ method: 'GET', url: '/api/refresh', remoteAddress: this.remoteAddress });
    this.csrf = csrfCookieOf(response);
  }

  async call(method: Method, url: string, payload?: unknown, extra: Partial<InjectOptions> = {}) {
    if (method !== 'GET' && !this.csrf) await this.refresh();
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.csrf) {
      headers.cookie = `XSRF-TOKEN=${encodeURIComponent(this.csrf)}`;
      headers['x-xsrf-token'] = this.csrf;
    }
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
    return response;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, payload?: unknown) => this.call('POST', url, payload ?? {});
  put = (url: string, payload?: unknown) => this.call('PUT', url, payload ?? {});
  patch = (url: string, payload?: unknown) => this.call('PATCH', url, payload ?? {});
  delete = (url: string) => this.call('DELETE', url);
}
