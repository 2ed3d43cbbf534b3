import type { CatalogType } from '@portal/contracts';
import { baseApi, type ApiEnvelope } from '@portal/shared';
import { listTags, type Page } from '@portal/shared/kit/list-screen';

import type { CatalogAdminItem, CatalogDeletion, CatalogSummary, NewCatalogItemBody } from '@portal/contracts/schemas';

// The shapes are the contract's (the server validates with the same schemas).
export type { CatalogAdminItem, CatalogSummary };
/** What the form sends; the code only on creation (it is immutable). */
export type CatalogItemInput = Omit<NewCatalogItemBody, 'code'>;
export type DeleteOutcome = CatalogDeletion;

export interface CatalogItemsQuery {
  type: CatalogType;
  q: string;
  /** `true`/`false` filters by state; undefined lists both. */
  active?: boolean;
  page: number;
  per_page: number;
}

const url = (type: CatalogType, id?: number) => `admin/catalogs/${encodeURIComponent(type)}${id === undefined ? '' : `/${id}`}`;

/**
 * `/api/admin/catalogs` (menu `catalogs`). Saving or deleting refreshes the open list, the
 * counts beside the types, and every select of that catalog (the shared `Catalog` tag).
 */
export const catalogsAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['CatalogItem', 'CatalogSummary', 'Catalog'] }).injectEndpoints({
  endpoints: (build) => ({
    getCatalogSummary: build.query<CatalogSummary[], void>({
      query: () => ({ url: 'admin/catalogs' }),
      providesTags: ['CatalogSummary'],
    }),
    listCatalogItems: build.query<Page<CatalogAdminItem>, CatalogItemsQuery>({
      query: ({ type, ...params }) => ({ url: url(type), params }),
      providesTags: (page) => listTags('CatalogItem', page?.items),
    }),
    // Saves are sent without the automatic toast: the form puts a 422 on its fields.
    createCatalogItem: build.mutation<CatalogAdminItem, { type: CatalogType; body: CatalogItemInput & { code: string } }>({
      query: ({ type, body }) => ({ url: url(type), method: 'post', body, toast: false }),
      invalidatesTags: (_item, _error, { type }) => [{ type: 'CatalogItem', id: 'LIST' }, 'CatalogSummary', { type: 'Catalog', id: type }],
    }),
    updateCatalogItem: build.mutation<CatalogAdminItem, { type: CatalogType; id: number; body: CatalogItemInput }>({
      query: ({ type, id, body }) => ({ url: url(type, id), method: 'put', body, toast: false }),
      invalidatesTags: (_item, _error, { type, id }) => [{ type: 'CatalogItem', id }, 'CatalogSummary', { type: 'Catalog', id: type }],
    }),
    // The whole envelope: its message says whether the item was deleted or deactivated.
    deleteCatalogItem: build.mutation<ApiEnvelope<DeleteOutcome>, { type: CatalogType; id: number }>({
      query: ({ type, id }) => ({ url: url(type, id), method: 'delete', envelope: true }),
      invalidatesTags: (_answer, _error, { type }) => [
        { type: 'CatalogItem', id: 'LIST' },
        'CatalogSummary',
        { type: 'Catalog', id: type },
      ],
    }),
  }),
});

export const {
  useGetCatalogSummaryQuery,
  useListCatalogItemsQuery,
  useCreateCatalogItemMutation,
  useUpdateCatalogItemMutation,
  useDeleteCatalogItemMutation,
} = catalogsAdminApi;
