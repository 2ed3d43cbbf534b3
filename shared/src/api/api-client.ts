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
  /**
   * A 403 `privacy_consent_required` (a notice published while signed in): the shell shows the
   * consent screen instead of a toast.
   */
  onPrivacyConsentRequired?: () => void;
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

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A query string's values; empty ones (undefined, null, '') are left out. */
export type SearchParams = Record<string, string | number | boolean | null | undefined>;

/** How one call is made, besides its method and path. */
export interface RequestOptions {
  json?: unknown;
  /** A multipart body (a file upload) instead of JSON; the browser sets its content type. */
  form?: FormData;
  searchParams?: SearchParams;
  /**
   * false: the caller shows this call's errors where they happen (a form's fields), so no
   * automatic warning toast. 401 and 419 are handled as usual either way.
   */
  toast?: boolean;
}

/** The code of the 403 every call but a few answers until the current privacy notice is accepted. */
export const privacyConsentCode = 'privacy_consent_required';

const normalizePath = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

function queryString(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

/** A file the API answered with (`download`): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` preferred), null when the server named none. */
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*=UTF-8''…` wins over `filename="…"`). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)''([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || null;
}

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
 * retries once; any other failure shows its message as a warning toast (unless the call says
 * `toast: false`, as `user/validation` does) and rejects with an ApiError carrying the body.
 */
export function createApiClient(config: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefix: config.apiBase,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = config.getToken();
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

  /**
   * Sends one call and reads its answer with `read`. A 401 logs out; a 419 refreshes the CSRF
   * token and retries once; any other failure toasts (unless `toast: false`) and rejects.
   */
  async function send<R>(
    method: ApiMethod,
    path: string,
    options: RequestOptions,
    read: (response: Response) => Promise<R>,
    accept?: string,
    canRefresh = true,
  ): Promise<R> {
    const url = normalizePath(path);
    const init: Options = {
      method,
      ...(accept && { headers: { Accept: accept } }),
      ...(options.form ? { body: options.form } : { json: options.json }),
      searchParams: queryString(options.searchParams),
    };
    // A first visit has no CSRF cookie yet: fetch one instead of spending a call on a 419.
    if (isStateChanging(method) && readCsrfToken() === null) await refreshCsrf();
    try {
      return await read(await http(url, init));
    } catch (error) {
      const { status, body } = errorBody(error);
      if (status === 401) {
        config.onUnauthorized?.();
        throw new ApiError(status, body);
      }
      if (status === 419) {
        if (canRefresh && (await refreshCsrf())) return send(method, path, options, read, accept, false);
        config.onSessionExpired?.();
        throw new ApiError(status, body);
      }
      if (status === 403 && body.code === privacyConsentCode && config.onPrivacyConsentRequired) {
        config.onPrivacyConsentRequired();
        throw new ApiError(status, body);
      }
      if (options.toast !== false) {
        config.onErrorMessage?.(body.message || config.fallbackMessage?.() || 'Error');
      }
      throw new ApiError(status, body);
    }
  }

  /** Sends one call and resolves with the whole `{message, data}` envelope. */
  const request = <T>(method: ApiMethod, path: string, options: RequestOptions = {}) =>
    send(method, path, options, (response) => response.json() as Promise<ApiEnvelope<T>>);

  /** A GET answered with a file (a PDF): its bytes and the name the server gave it. */
  const download = (path: string, options: Omit<RequestOptions, 'json' | 'form'> = {}) =>
    send(
      'get',
      path,
      options,
      async (response): Promise<DownloadedFile> => ({
        blob: await response.blob(),
        fileName: dispositionFileName(response.headers.get('content-disposition')),
      }),
      // A failure still answers JSON (its message); success is the file.
      '*/*',
    );

  const data = async <T>(method: ApiMethod, path: string, options?: RequestOptions) => (await request<T>(method, path, options)).data;
  type CallOptions = Omit<RequestOptions, 'json' | 'form'>;

  return {
    request,
    download,
    get: <T>(path: string, options?: CallOptions) => data<T>('get', path, options),
    post: <T>(path: string, json?: unknown, options?: CallOptions) => data<T>('post', path, { ...options, json }),
    put: <T>(path: string, json?: unknown, options?: CallOptions) => data<T>('put', path, { ...options, json }),
    patch: <T>(path: string, json?: unknown, options?: CallOptions) => data<T>('patch', path, { ...options, json }),
    delete: <T>(path: string, options?: CallOptions) => data<T>('delete', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
