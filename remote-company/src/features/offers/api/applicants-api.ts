import type { ApplicationStatus, CompanyApplicationStatus } from '@portal/contracts';
import type { Applicant, Cv } from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';
import { listTags, type Page } from '@portal/shared/kit/list-screen';

/** The applicant's whole CV as the company reads it: the student's CV (`GET /api/cv`'s shape), with a signed photo link. */
export type ApplicantCv = Cv;
export type { Applicant };

export interface ApplicantsQuery {
  offerId: number;
  status?: ApplicationStatus;
  page: number;
  per_page: number;
}

/** The applications to one of the company's offers, their CVs and their moves along the pipeline. */
export const applicantsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Applicant', 'ApplicantCv', 'CompanyOffer', 'CompanyDashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // A 404 (another company's offer) is told on the page, not in a toast.
      listApplicants: build.query<Page<Applicant>, ApplicantsQuery>({
        query: ({ offerId, ...params }) => ({ url: `company/offers/${offerId}/applications`, params: { ...params }, toast: false }),
        providesTags: (page) => listTags('Applicant', page?.items),
      }),
      getApplicantCv: build.query<ApplicantCv, number>({
        query: (applicationId) => ({ url: `company/applications/${applicationId}/cv`, toast: false }),
        providesTags: (_cv, _error, id) => [{ type: 'ApplicantCv', id }],
      }),
      // The whole envelope: the toast says what the server says. The offer's counts and the landing's follow.
      moveApplication: build.mutation<ApiEnvelope<Applicant>, { id: number; status: CompanyApplicationStatus }>({
        query: ({ id, status }) => ({ url: `company/applications/${id}`, method: 'patch', body: { status }, envelope: true }),
        invalidatesTags: (_answer, _error, { id }) => [
          { type: 'Applicant', id },
          { type: 'Applicant', id: 'LIST' },
          { type: 'CompanyOffer', id: 'LIST' },
          'CompanyDashboard',
        ],
      }),
    }),
  });

export const { useListApplicantsQuery, useGetApplicantCvQuery, useMoveApplicationMutation } = applicantsApi;
