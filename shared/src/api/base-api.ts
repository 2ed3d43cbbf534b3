import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient, ApiMethod, SearchParams } from './api-client';
import { toApiFailure, type ApiFailure } from './api-error';

/** What an endpoint's `query` returns: one call through the portal's client. */
export interface ApiQueryArgs {
  url: string;
  method?: ApiMethod;
  /** JSON, or a FormData sent as multipart (a file upload). */
  body?: unknown;
  /** The query string; empty values are left out. */
  params?: SearchParams;
  /** false: no automatic warning toast for this call (its caller shows the error). */
  toast?: boolean;
  /** true: the result is the whole `{message, data}` envelope (to show the server's message). */
  envelope?: boolean;
}

/** Per-endpoint defaults (`extraOptions`); a call's own `toast` wins. */
export interface ApiExtraOptions {
  toast?: boolean;
}

/** The configured client, set once at start-up by the shell (or a standalone remote). */
let client: ApiClient | null = null;
export function setApiClient(next: ApiClient) {
  client = next;
}
export function getApiClient(): ApiClient {
  if (!client) throw new Error('The API client is not configured yet');
  return client;
}

/** The ky client as RTK Query's base query; failures are plain `ApiFailure` data (serializable). */
const kyBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiFailure, ApiExtraOptions> = async (args, _api, extraOptions) => {
  const { url, method = 'get', body, params, envelope } = args;
  try {
    const answer = await getApiClient().request(method, url, {
      ...(body instanceof FormData ? { form: body } : { json: body }),
      searchParams: params,
      toast: args.toast ?? extraOptions?.toast,
    });
    return { data: envelope ? answer : answer.data };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};

/**
 * The one RTK Query API; each feature adds its endpoints with `baseApi.injectEndpoints` and its
 * cache tags with `baseApi.enhanceEndpoints({ addTagTypes })`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
