import type { ConvenioPage, EvaluacionEmpresaBody, Hora, HoraPage, Practica, PracticaPage, RevisionBody } from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { Hora, Practica };

/** The company's interns (API.md "Practicums", company). */
export const practicantesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Practicante', 'HoraPracticante'] }).injectEndpoints({
  endpoints: (build) => ({
    getInterns: build.query<PracticaPage, void>({
      query: () => ({ url: 'company/practicas', params: { per_page: 50 } }),
      providesTags: ['Practicante'],
    }),
    getInternHours: build.query<HoraPage, number>({
      query: (id) => ({ url: `company/practicas/${id}/horas`, params: { per_page: 100 } }),
      providesTags: ['HoraPracticante'],
    }),
    getMyConvenios: build.query<ConvenioPage, void>({ query: () => ({ url: 'company/convenios', params: { per_page: 50 } }) }),
    reviewHour: build.mutation<ApiEnvelope<Hora>, { id: number; entryId: number; body: RevisionBody }>({
      query: ({ id, entryId, body }) => ({
        url: `company/practicas/${id}/horas/${entryId}/revision`,
        method: 'post',
        body,
        envelope: true,
      }),
      invalidatesTags: ['HoraPracticante', 'Practicante'],
    }),
    evaluateIntern: build.mutation<ApiEnvelope<Practica>, { id: number; body: EvaluacionEmpresaBody }>({
      query: ({ id, body }) => ({ url: `company/practicas/${id}/evaluacion`, method: 'post', body, envelope: true }),
      invalidatesTags: ['Practicante'],
    }),
  }),
});

export const { useGetInternsQuery, useGetInternHoursQuery, useGetMyConveniosQuery, useReviewHourMutation, useEvaluateInternMutation } =
  practicantesApi;
