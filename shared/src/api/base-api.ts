import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiClient } from './api-client';

export interface ApiQueryArgs {
  url: string;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  body?: unknown;
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

const kyBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, unknown> = async ({ url, method = 'get', body }) => {
  try {
    const api = getApiClient();
    const data = method === 'get' || method === 'delete' ? await api[method](url) : await api[method](url, body);
    return { data };
  } catch (error) {
    return { error };
  }
};

/** The one RTK Query API; each remote adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  endpoints: () => ({}),
});
