import { baseApi } from '@portal/shared';
import { listTags, type Page } from '@portal/shared/kit/list-screen';

import type { FollowUpQuery, FollowUpReport, FollowUpRow, SurveyOpened, SurveySummary } from '@portal/contracts/schemas';

export type { FollowUpQuery, FollowUpReport, FollowUpRow, SurveySummary };

export interface SurveysQuery {
  page: number;
  per_page: number;
}

/** `/api/admin/surveys` (menu `surveys`) and `/api/admin/follow-up` (menu `follow-up-report`). */
export const followUpApi = baseApi.enhanceEndpoints({ addTagTypes: ['Survey'] }).injectEndpoints({
  endpoints: (build) => ({
    listSurveys: build.query<Page<SurveySummary>, SurveysQuery>({
      query: (params) => ({ url: 'admin/surveys', params: { ...params } }),
      providesTags: (page) => listTags('Survey', page?.items),
    }),
    openSurvey: build.mutation<SurveyOpened, number>({
      query: (id) => ({ url: `admin/surveys/${id}/open`, method: 'post' }),
      invalidatesTags: (_answer, _error, id) => [
        { type: 'Survey', id: 'LIST' },
        { type: 'Survey', id },
      ],
    }),
    closeSurvey: build.mutation<SurveySummary, number>({
      query: (id) => ({ url: `admin/surveys/${id}/close`, method: 'post' }),
      invalidatesTags: (_answer, _error, id) => [
        { type: 'Survey', id: 'LIST' },
        { type: 'Survey', id },
      ],
    }),
    getFollowUp: build.query<FollowUpReport, FollowUpQuery>({
      query: (params) => ({ url: 'admin/follow-up', params: { ...params } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListSurveysQuery, useOpenSurveyMutation, useCloseSurveyMutation, useGetFollowUpQuery } = followUpApi;
