import ky, { type KyInstance } from 'ky';

export interface ApiClientOptions {
  /** The API's base path or URL (`/api`). */
  apiBase: string;
  /** The bearer token of the logged-in user, if any. */
  getToken: () => string | null;
}

/** The `{message, data}` envelope every API answer comes in. */
export interface ApiEnvelope<T> {
  message?: string;
  data: T;
}

const stripTrailingSlashes = (path: string) => path.replace(/\/+$/, '');

/**
 * The one HTTP client of the portal (spec §7): base `/api`, credentials included, the
 * bearer token when logged in, trailing slashes stripped, bodies unwrapped to `data`.
 * The 401/419/toast behaviour is added by the sign-in issue.
 */
export function createApiClient(options: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefix: options.apiBase,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function call<T>(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, json?: unknown): Promise<T> {
    const body = await http(stripTrailingSlashes(path), { method, json }).json<ApiEnvelope<T>>();
    return body.data;
  }

  return {
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, json?: unknown) => call<T>('post', path, json),
    put: <T>(path: string, json?: unknown) => call<T>('put', path, json),
    patch: <T>(path: string, json?: unknown) => call<T>('patch', path, json),
    delete: <T>(path: string) => call<T>('delete', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
