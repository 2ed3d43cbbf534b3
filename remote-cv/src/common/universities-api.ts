import type { University } from '@portal/contracts/schemas';
import { baseApi } from '@portal/shared';

export type { University };

/** The active universities with their careers: the university education's selects and the offers' career filter read them. */
export const universitiesApi = baseApi.enhanceEndpoints({ addTagTypes: ['University'] }).injectEndpoints({
  endpoints: (build) => ({
    getUniversities: build.query<University[], void>({
      query: () => ({ url: 'universities' }),
      providesTags: ['University'],
    }),
  }),
});

export const { useGetUniversitiesQuery } = universitiesApi;
