import { baseApi } from '@portal/shared';
import type { Page } from '@portal/shared/kit/list-screen';
import type { DecisionBody, QueueOffer, QueueReport, ResolveBody, TrustSettings } from '@portal/contracts/schemas';

export type { DecisionBody, QueueOffer, QueueReport, ResolveBody, TrustSettings };

/** `/api/admin/moderation` and `/api/admin/settings` (menu `moderation`; u decides). */
export const moderationApi = baseApi.enhanceEndpoints({ addTagTypes: ['Moderation'] }).injectEndpoints({
  endpoints: (build) => ({
    listQueueOffers: build.query<Page<QueueOffer>, { page: number; per_page: number }>({
      query: (params) => ({ url: 'admin/moderation/offers', params: { ...params } }),
      providesTags: [{ type: 'Moderation', id: 'OFFERS' }],
      keepUnusedDataFor: 0,
    }),
    listQueueReports: build.query<Page<QueueReport>, { page: number; per_page: number }>({
      query: (params) => ({ url: 'admin/moderation/reports', params: { estado: 'abierto', ...params } }),
      providesTags: [{ type: 'Moderation', id: 'REPORTS' }],
      keepUnusedDataFor: 0,
    }),
    decideOffer: build.mutation<QueueOffer, { id: number; body: DecisionBody }>({
      query: ({ id, body }) => ({ url: `admin/moderation/offers/${id}/decision`, method: 'post', body, toast: false }),
      invalidatesTags: [
        { type: 'Moderation', id: 'OFFERS' },
        { type: 'Moderation', id: 'REPORTS' },
      ],
    }),
    resolveReport: build.mutation<unknown, { id: number; body: ResolveBody }>({
      query: ({ id, body }) => ({ url: `admin/moderation/reports/${id}/resolve`, method: 'post', body, toast: false }),
      invalidatesTags: [
        { type: 'Moderation', id: 'OFFERS' },
        { type: 'Moderation', id: 'REPORTS' },
      ],
    }),
    getTrustSettings: build.query<TrustSettings, void>({
      query: () => ({ url: 'admin/settings' }),
      providesTags: [{ type: 'Moderation', id: 'SETTINGS' }],
    }),
    updateTrustSettings: build.mutation<TrustSettings, TrustSettings>({
      query: (body) => ({ url: 'admin/settings', method: 'put', body }),
      invalidatesTags: [{ type: 'Moderation', id: 'SETTINGS' }],
    }),
  }),
});

export const {
  useListQueueOffersQuery,
  useListQueueReportsQuery,
  useDecideOfferMutation,
  useResolveReportMutation,
  useGetTrustSettingsQuery,
  useUpdateTrustSettingsMutation,
} = moderationApi;
