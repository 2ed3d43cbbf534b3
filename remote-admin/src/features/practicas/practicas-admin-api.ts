import type {
  CalificacionBody,
  Convenio,
  ConvenioBody,
  ConvenioPage,
  HoraPage,
  Practica,
  PracticaBody,
  PracticaPage,
  PracticaReport,
} from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { Convenio, Practica };

/** The career office's and the tutor's calls (API.md "Practicums"). */
export const practicasAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Convenio', 'PracticaAdmin'] }).injectEndpoints({
  endpoints: (build) => ({
    listConvenios: build.query<ConvenioPage, { estado?: string; q?: string }>({
      query: (params) => ({ url: 'admin/convenios', params: { ...params, per_page: 100 } }),
      providesTags: ['Convenio'],
    }),
    createConvenio: build.mutation<ApiEnvelope<Convenio>, ConvenioBody>({
      query: (body) => ({ url: 'admin/convenios', method: 'post', body, envelope: true, toast: false }),
      invalidatesTags: ['Convenio'],
    }),
    deleteConvenio: build.mutation<ApiEnvelope<unknown>, number>({
      query: (id) => ({ url: `admin/convenios/${id}`, method: 'delete', envelope: true }),
      invalidatesTags: ['Convenio'],
    }),
    listPracticas: build.query<PracticaPage, { estado?: string; q?: string }>({
      query: (params) => ({ url: 'admin/practicas', params: { ...params, per_page: 100 } }),
      providesTags: ['PracticaAdmin'],
    }),
    createPractica: build.mutation<ApiEnvelope<Practica>, PracticaBody>({
      query: (body) => ({ url: 'admin/practicas', method: 'post', body, envelope: true, toast: false }),
      invalidatesTags: ['PracticaAdmin'],
    }),
    getPracticaHoras: build.query<HoraPage, { scope: 'admin' | 'tutor'; id: number }>({
      query: ({ scope, id }) => ({
        url: `${scope === 'admin' ? 'admin/practicas' : 'tutor/practicas'}/${id}/horas`,
        params: { per_page: 100 },
      }),
      providesTags: ['PracticaAdmin'],
    }),
    report: build.query<PracticaReport, { anio?: number }>({
      query: (params) => ({ url: 'admin/practicas/report', params }),
    }),
    listTutees: build.query<PracticaPage, void>({
      query: () => ({ url: 'tutor/practicas', params: { per_page: 100 } }),
      providesTags: ['PracticaAdmin'],
    }),
    grade: build.mutation<ApiEnvelope<Practica>, { id: number; body: CalificacionBody }>({
      query: ({ id, body }) => ({ url: `tutor/practicas/${id}/calificacion`, method: 'post', body, envelope: true, toast: false }),
      invalidatesTags: ['PracticaAdmin'],
    }),
  }),
});

export const {
  useListConveniosQuery,
  useCreateConvenioMutation,
  useDeleteConvenioMutation,
  useListPracticasQuery,
  useCreatePracticaMutation,
  useGetPracticaHorasQuery,
  useReportQuery,
  useListTuteesQuery,
  useGradeMutation,
} = practicasAdminApi;
