import type { CatalogType } from '@portal/contracts';
import { baseApi } from './base-api';

/** One entry of a typed catalog (provincias, paises, …); cities also carry their province's code. */
export interface CatalogItem {
  code: string;
  name: string;
  provincia?: string;
}

/** A catalog by its type, or the cities of one province. */
export type CatalogQuery = CatalogType | { type: CatalogType; provincia?: string | null };

const typeOf = (query: CatalogQuery) => (typeof query === 'string' ? query : query.type);

/**
 * `GET /api/catalogs/{type}`: the active items of a catalog, for selects. Tagged `Catalog` by
 * type, so a screen that changes a catalog's items (the admin's) refreshes every select of it.
 */
export const catalogsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Catalog'] }).injectEndpoints({
  endpoints: (builder) => ({
    getCatalog: builder.query<CatalogItem[], CatalogQuery>({
      query: (query) => ({
        url: `catalogs/${encodeURIComponent(typeOf(query))}`,
        params: typeof query === 'string' ? undefined : { provincia: query.provincia },
      }),
      providesTags: (_result, _error, query) => [{ type: 'Catalog', id: typeOf(query) }],
    }),
  }),
});

export const { useGetCatalogQuery } = catalogsApi;
