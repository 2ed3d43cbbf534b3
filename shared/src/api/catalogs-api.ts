import type { CatalogType } from '@portal/contracts';
import type { AppDispatch } from '../store/store';
import { baseApi } from './base-api';

/** One entry of a typed catalog (provincias, paises, …); cities also carry their province's code. */
export interface CatalogItem {
  code: string;
  name: string;
  provincia?: string;
}

/** A catalog by its type, or the cities of one province. */
export type CatalogQuery = CatalogType | { type: CatalogType; provincia?: string | null };

/**
 * The read a catalog select makes: the whole catalog, or, for a select that follows a parent
 * field, the items of the parent's province. The prefetch uses it too, so both name one read.
 */
export const catalogQuery = (type: CatalogType, parent?: { provincia?: string | null }): CatalogQuery =>
  parent ? { type, provincia: parent.provincia } : type;

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

/** A form's field as the contracts describe it: a catalog field names the catalog its select reads. */
type DescribedField = { kind: string; catalog?: CatalogType };

/**
 * Starts the catalog reads a form's selects will make (the arguments CatalogSelectField passes),
 * so their answers are in the store, or under way, when the form mounts: the first page's
 * prefetch calls it with the form's field rules from the contracts. A select whose read starts
 * or lands after its form mounted renders its field again at once, outside the screen's
 * transition (a store update is a synchronous render): one more long task per catalog on a
 * slow phone. Cities are read for the province in `values`, when there is one.
 */
export function prefetchFormCatalogs(
  dispatch: AppDispatch,
  fields: Record<string, DescribedField>,
  values: { provincia?: string | null } = {},
) {
  const queries = Object.values(fields).flatMap(({ kind, catalog }): CatalogQuery[] => {
    if (kind !== 'catalog' || !catalog) return [];
    if (catalog !== 'ciudades') return [catalogQuery(catalog)];
    return values.provincia ? [catalogQuery(catalog, { provincia: values.provincia })] : [];
  });
  prefetchCatalogs(dispatch, queries);
}

/** Starts these catalog reads (a screen's filters, say), with the arguments their selects pass. */
export function prefetchCatalogs(dispatch: AppDispatch, queries: CatalogQuery[]) {
  for (const query of queries) void dispatch(catalogsApi.util.prefetch('getCatalog', query, {}));
}
