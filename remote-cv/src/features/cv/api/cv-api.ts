import { photoRules, type CvEntrySection } from '@portal/contracts';
import type { Cv, CvBasic, CvBasicBody, CvEntry, CvEntryBody, CvPhoto } from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { Cv, CvBasic, CvBasicBody, CvEntry, CvEntryBody };

/** An entry of any repeatable section, and what creating or changing one sends. */
export type AnyCvEntry = CvEntry<CvEntrySection>;
export type AnyCvEntryBody = CvEntryBody<CvEntrySection>;

const sectionUrl = (section: CvEntrySection, id?: number) => `cv/${section}${id === undefined ? '' : `/${id}`}`;

/**
 * The student's CV (API.md "CV"). Every screen reads the one `GET /api/cv` (all nine sections
 * and the completeness the server computes), so any save — basic, an entry, the photo —
 * invalidates `Cv` and the header's percentage follows. Saves are sent with `toast: false`: the
 * form shows a 422 on its fields.
 */
export const cvApi = baseApi.enhanceEndpoints({ addTagTypes: ['Cv'] }).injectEndpoints({
  endpoints: (build) => ({
    getCv: build.query<Cv, void>({
      query: () => ({ url: 'cv' }),
      providesTags: ['Cv'],
    }),
    saveCvBasic: build.mutation<CvBasic, CvBasicBody>({
      query: (body) => ({ url: 'cv/basic', method: 'put', body, toast: false }),
      invalidatesTags: ['Cv'],
    }),
    uploadCvPhoto: build.mutation<CvPhoto, File>({
      query: (file) => {
        const body = new FormData();
        body.append(photoRules.field, file);
        return { url: 'cv/photo', method: 'put', body, toast: false };
      },
      invalidatesTags: ['Cv'],
    }),
    // The whole envelope: the toast says what the server says.
    deleteCvPhoto: build.mutation<ApiEnvelope<unknown>, void>({
      query: () => ({ url: 'cv/photo', method: 'delete', envelope: true }),
      invalidatesTags: ['Cv'],
    }),
    createCvEntry: build.mutation<AnyCvEntry, { section: CvEntrySection; body: AnyCvEntryBody }>({
      query: ({ section, body }) => ({ url: sectionUrl(section), method: 'post', body, toast: false }),
      invalidatesTags: ['Cv'],
    }),
    updateCvEntry: build.mutation<AnyCvEntry, { section: CvEntrySection; id: number; body: AnyCvEntryBody }>({
      query: ({ section, id, body }) => ({ url: sectionUrl(section, id), method: 'put', body, toast: false }),
      invalidatesTags: ['Cv'],
    }),
    deleteCvEntry: build.mutation<ApiEnvelope<unknown>, { section: CvEntrySection; id: number }>({
      query: ({ section, id }) => ({ url: sectionUrl(section, id), method: 'delete', envelope: true }),
      invalidatesTags: ['Cv'],
    }),
  }),
});

export const {
  useGetCvQuery,
  useSaveCvBasicMutation,
  useUploadCvPhotoMutation,
  useDeleteCvPhotoMutation,
  useCreateCvEntryMutation,
  useUpdateCvEntryMutation,
  useDeleteCvEntryMutation,
} = cvApi;
