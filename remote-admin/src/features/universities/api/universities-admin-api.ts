import { baseApi, type ApiEnvelope } from '@portal/shared';
import { listTags, type Page } from '@portal/shared/kit/list-screen';

import type {
  AdminCareer,
  AdminUniversity,
  AdminUniversityDetail,
  CareerChangesBody,
  CareerDeletion,
  NewCareerBody,
  NewUniversityBody,
  UniversityChangesBody,
  UniversityDeletion,
} from '@portal/contracts/schemas';

// The shapes are the contract's (the server validates with the same schemas).
export type { AdminCareer, AdminUniversity, AdminUniversityDetail, NewUniversityBody };

export interface UniversitiesQuery {
  q: string;
  /** `true`/`false` filters by state; undefined lists both. */
  activa?: boolean;
  page: number;
  per_page: number;
}

const url = (id?: number, careerId?: number) =>
  ['admin/universities', id, careerId === undefined ? undefined : `careers/${careerId}`].filter((part) => part !== undefined).join('/');

/**
 * `/api/admin/universities` (menu `universities`). A university's careers come with it
 * (`GET /{id}`), so a career's change refreshes that university and the list's career count.
 */
export const universitiesAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['University'] }).injectEndpoints({
  endpoints: (build) => ({
    listUniversities: build.query<Page<AdminUniversity>, UniversitiesQuery>({
      query: (params) => ({ url: url(), params: { ...params } }),
      providesTags: (page) => listTags('University', page?.items),
    }),
    getUniversity: build.query<AdminUniversityDetail, number>({
      query: (id) => ({ url: url(id) }),
      providesTags: (_university, _error, id) => [{ type: 'University', id }],
    }),
    // Saves are sent without the automatic toast: the form puts a 422 on its fields.
    createUniversity: build.mutation<AdminUniversityDetail, NewUniversityBody>({
      query: (body) => ({ url: url(), method: 'post', body, toast: false }),
      invalidatesTags: [{ type: 'University', id: 'LIST' }],
    }),
    updateUniversity: build.mutation<AdminUniversityDetail, { id: number; body: UniversityChangesBody }>({
      query: ({ id, body }) => ({ url: url(id), method: 'put', body, toast: false }),
      invalidatesTags: (_university, _error, { id }) => [{ type: 'University', id }],
    }),
    // The whole envelope: its message says whether it was deleted or deactivated.
    deleteUniversity: build.mutation<ApiEnvelope<UniversityDeletion>, number>({
      query: (id) => ({ url: url(id), method: 'delete', envelope: true }),
      invalidatesTags: (_answer, _error, id) => [
        { type: 'University', id: 'LIST' },
        { type: 'University', id },
      ],
    }),
    createCareer: build.mutation<AdminCareer, { universityId: number; body: NewCareerBody }>({
      query: ({ universityId, body }) => ({ url: `${url(universityId)}/careers`, method: 'post', body, toast: false }),
      invalidatesTags: (_career, _error, { universityId }) => [{ type: 'University', id: universityId }],
    }),
    updateCareer: build.mutation<AdminCareer, { universityId: number; careerId: number; body: CareerChangesBody }>({
      query: ({ universityId, careerId, body }) => ({ url: url(universityId, careerId), method: 'put', body, toast: false }),
      invalidatesTags: (_career, _error, { universityId }) => [{ type: 'University', id: universityId }],
    }),
    deleteCareer: build.mutation<ApiEnvelope<CareerDeletion>, { universityId: number; careerId: number }>({
      query: ({ universityId, careerId }) => ({ url: url(universityId, careerId), method: 'delete', envelope: true }),
      invalidatesTags: (_answer, _error, { universityId }) => [{ type: 'University', id: universityId }],
    }),
  }),
});

export const {
  useListUniversitiesQuery,
  useGetUniversityQuery,
  useCreateUniversityMutation,
  useUpdateUniversityMutation,
  useDeleteUniversityMutation,
  useCreateCareerMutation,
  useUpdateCareerMutation,
  useDeleteCareerMutation,
} = universitiesAdminApi;
