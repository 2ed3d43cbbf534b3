import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { ApiError, type ApiErrorBody } from './api-error';
import { csrfHeader, isStateChanging, readCsrfToken } from './csrf';

export interface ApiClientOptions {
  /** The API's base path or URL (`/api`). */
  apiBase: string;
  /** The bearer token of the logged-in user, if any. */
  getToken: () => string | null;
  /** A 401: the session is gone (the shell logs out and goes to `/`). */
  onUnauthorized?: () => void;
  /** A 419 that a refresh could not mend (the shell goes to `/`). */
  onSessionExpired?: () => void;
  /** A failed call's message, for a warning toast. */
  onErrorMessage?: (message: string) => void;
  /** The text when a failed call says nothing (`messages.api_error`). */
  fallbackMessage?: () => string;
}

/** The `{message, data}` envelope every API answer comes in. */
export interface ApiEnvelope<T> {
  message?: string;
  data: T;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Calls whose errors are shown where they happen, never as a toast (spec §7). */
const silentPaths = new Set(['user/validation']);

const normalizePath = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

/** The status and parsed body of a failed call (ky has already read the body into `data`). */
function errorBody(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof HTTPError) {
    const data: unknown = error.data;
    return { status: error.response.status, body: data && typeof data === 'object' ? (data as ApiErrorBody) : {} };
  }
  return { status: 0, body: {} };
}

/**
 * The one HTTP client of the portal (spec §4, §7, §8): base `/api`, credentials included, the
 * bearer token when logged in, the CSRF header on state-changing calls, trailing slashes
 * stripped, bodies unwrapped to `data`. A 401 logs out; a 419 refreshes the CSRF token and
 * retries once; any other failure shows its message as a warning toast (except for
 * `user/validation`) and rejects with an ApiError carrying the body.
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
          const csrf = readCsrfToken();
          if (csrf && isStateChanging(request.method)) request.headers.set(csrfHeader, csrf);
        },
      ],
    },
  });

  async function refreshCsrf(): Promise<boolean> {
    try {
      await http.get('refresh');
      return readCsrfToken() !== null;
    } catch {
      return false;
    }
  }

  async function send<T>(method: Method, path: string, json?: unknown, canRefresh = true): Promise<T> {
    const url = normalizePath(path);
    const init: Options = { method, json };
    // A first visit has no CSRF cookie yet: fetch one instead of spending a call on a 419.
    if (isStateChanging(method) && readCsrfToken() === null) await refreshCsrf();
    try {
      const body = await http(url, init).json<ApiEnvelope<T>>();
      return body.data;
    } catch (error) {
      const { status, body } = errorBody(error);
      if (status === 401) {
        options.onUnauthorized?.();
        throw new ApiError(status, body);
      }
      if (status === 419) {
        if (canRefresh && (await refreshCsrf())) return send<T>(method, path, json, false);
        options.onSessionExpired?.();
        throw new ApiError(status, body);
      }
      if (!silentPaths.has(url)) {
        options.onErrorMessage?.(body.message || options.fallbackMessage?.() || 'Error');
      }
      throw new ApiError(status, body);
    }
  }

  return {
    get: <T>(path: string) => send<T>('get', path),
    post: <T>(path: string, json?: unknown) => send<T>('post', path, json),
    put: <T>(path: string, json?: unknown) => send<T>('put', path, json),
    patch: <T>(path: string, json?: unknown) => send<T>('patch', path, json),
    delete: <T>(path: string) => send<T>('delete', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
