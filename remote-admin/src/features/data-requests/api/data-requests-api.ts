import { baseApi } from '@portal/shared';
import type { Page } from '@portal/shared/kit/list-screen';
import type { AdminDataRequest } from '@portal/contracts/schemas';

export type { AdminDataRequest };

export interface DataRequestsQuery {
  estado?: 'abierta' | 'respondida';
  vencidas?: '1';
  page: number;
  per_page: number;
}

/** `/api/admin/data-requests` (menu `data-requests`): the LOPDP request queue and its answers. */
export const dataRequestsApi = baseApi.enhanceEndpoints({ addTagTypes: ['DataRequest'] }).injectEndpoints({
  endpoints: (build) => ({
    listDataRequests: build.query<Page<AdminDataRequest>, DataRequestsQuery>({
      query: (params) => ({ url: 'admin/data-requests', params: { ...params } }),
      providesTags: [{ type: 'DataRequest', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    answerDataRequest: build.mutation<AdminDataRequest, { id: number; respuesta: string }>({
      query: ({ id, respuesta }) => ({ url: `admin/data-requests/${id}/answer`, method: 'post', body: { respuesta } }),
      invalidatesTags: [{ type: 'DataRequest', id: 'LIST' }],
    }),
  }),
});

export const { useListDataRequestsQuery, useAnswerDataRequestMutation } = dataRequestsApi;
