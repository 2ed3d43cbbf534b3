import type { EvaluacionEstudianteBody, Hora, HoraBody, HoraPage, Practica, PracticaPage } from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { Hora, Practica };

/** The student's practicums and hours log (API.md "Practicums", student). */
export const practicasApi = baseApi.enhanceEndpoints({ addTagTypes: ['Practica', 'Hora'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyPracticas: build.query<PracticaPage, void>({
      query: () => ({ url: 'practicas', params: { per_page: 50 } }),
      providesTags: ['Practica'],
    }),
    getMyHoras: build.query<HoraPage, number>({
      query: (id) => ({ url: `practicas/${id}/horas`, params: { per_page: 100 } }),
      providesTags: ['Hora'],
    }),
    addHora: build.mutation<ApiEnvelope<Hora>, { id: number; body: HoraBody }>({
      query: ({ id, body }) => ({ url: `practicas/${id}/horas`, method: 'post', body, envelope: true, toast: false }),
      invalidatesTags: ['Hora', 'Practica'],
    }),
    updateHora: build.mutation<ApiEnvelope<Hora>, { id: number; entryId: number; body: HoraBody }>({
      query: ({ id, entryId, body }) => ({ url: `practicas/${id}/horas/${entryId}`, method: 'put', body, envelope: true, toast: false }),
      invalidatesTags: ['Hora', 'Practica'],
    }),
    deleteHora: build.mutation<ApiEnvelope<unknown>, { id: number; entryId: number }>({
      query: ({ id, entryId }) => ({ url: `practicas/${id}/horas/${entryId}`, method: 'delete', envelope: true }),
      invalidatesTags: ['Hora', 'Practica'],
    }),
    evaluatePlacement: build.mutation<ApiEnvelope<Practica>, { id: number; body: EvaluacionEstudianteBody }>({
      query: ({ id, body }) => ({ url: `practicas/${id}/evaluacion-estudiante`, method: 'post', body, envelope: true }),
      invalidatesTags: ['Practica'],
    }),
  }),
});

export const {
  useGetMyPracticasQuery,
  useGetMyHorasQuery,
  useAddHoraMutation,
  useUpdateHoraMutation,
  useDeleteHoraMutation,
  useEvaluatePlacementMutation,
} = practicasApi;
