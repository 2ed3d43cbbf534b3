import type { ReportReason } from '@portal/contracts';
import type {
  Application,
  ApplicationPage,
  ApplicationQuery,
  ApplyBody,
  OfferSearchQuery,
  PublicOffer,
  PublicOfferPage,
} from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { Application, ApplicationPage, OfferSearchQuery, PublicOffer, PublicOfferPage };
export type PublicOfferCard = PublicOfferPage['items'][number];

const offerList = { type: 'Offer', id: 'LIST' } as const;
const applicationList = { type: 'Application', id: 'LIST' } as const;

/**
 * The student's offers and applications (API.md "Offers and applications"). Applying or
 * withdrawing changes what the offer says (`applied`), the search's cards and the list of
 * applications, so both invalidate the three; a status the company changes arrives as a
 * notification, and the screens that show applications invalidate `Application` then
 * (use-live-applications.ts).
 */
export const offersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Offer', 'Application'] }).injectEndpoints({
  endpoints: (build) => ({
    searchOffers: build.query<PublicOfferPage, OfferSearchQuery>({
      query: (params) => ({ url: 'offers', params }),
      providesTags: [offerList],
    }),
    // Its failure (404) is the screen's to show, not a toast's.
    getOffer: build.query<PublicOffer, number>({
      query: (id) => ({ url: `offers/${id}`, toast: false }),
      providesTags: (_result, _error, id) => [{ type: 'Offer', id }],
    }),
    // The envelope, for the server's "Postulación enviada."; 409 and 422 are shown by the dialog.
    applyToOffer: build.mutation<ApiEnvelope<Application>, { offerId: number; body: ApplyBody }>({
      query: ({ offerId, body }) => ({ url: `offers/${offerId}/applications`, method: 'post', body, toast: false, envelope: true }),
      // Also on a 409: "already applied" from another tab turns the button into "Ya postulaste".
      invalidatesTags: (_result, _error, { offerId }) => [{ type: 'Offer', id: offerId }, offerList, applicationList],
    }),
    getApplications: build.query<ApplicationPage, ApplicationQuery>({
      query: (params) => ({ url: 'applications', params }),
      providesTags: [applicationList],
    }),
    reportOffer: build.mutation<ApiEnvelope<unknown>, { offerId: number; body: { motivo: ReportReason; detalle: string | null } }>({
      query: ({ offerId, body }) => ({ url: `offers/${offerId}/reports`, method: 'post', body, toast: false, envelope: true }),
    }),
    withdrawApplication: build.mutation<ApiEnvelope<unknown>, { id: number; offerId: number }>({
      query: ({ id }) => ({ url: `applications/${id}`, method: 'delete', envelope: true }),
      invalidatesTags: (_result, _error, { offerId }) => [{ type: 'Offer', id: offerId }, offerList, applicationList],
    }),
  }),
});

export const {
  useSearchOffersQuery,
  useGetOfferQuery,
  useApplyToOfferMutation,
  useGetApplicationsQuery,
  useWithdrawApplicationMutation,
  useReportOfferMutation,
} = offersApi;
