import { baseApi } from './base-api';

/** One entry of a typed catalog (provincias, paises, …). */
export interface CatalogItem {
  code: string;
  name: string;
}

export const catalogsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getCatalog: builder.query<CatalogItem[], string>({
      query: (type) => ({ url: `catalogs/${encodeURIComponent(type)}` }),
    }),
  }),
});

export const { useGetCatalogQuery } = catalogsApi;
