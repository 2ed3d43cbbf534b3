import { offerMessages, type OfferStatus } from '@portal/contracts';
import type {
  CompanyDashboard,
  Dashboard,
  Offer,
  OfferBody,
  University,
  LanguageCheck,
  LanguageCheckBody,
} from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';
import { listTags, type Page } from '@portal/shared/kit/list-screen';

export type { CompanyDashboard, Offer, OfferBody };

export interface CompanyOffersQuery {
  q: string;
  status?: OfferStatus;
  page: number;
  per_page: number;
}

const offerUrl = (id?: number, action?: 'publish' | 'close' | 'duplicate') =>
  ['company/offers', id, action].filter((part) => part !== undefined).join('/');

/** Every change to an offer moves the landing's figures too. */
const changed = (id?: number) => [
  { type: 'CompanyOffer' as const, id: id ?? 'LIST' },
  { type: 'CompanyOffer' as const, id: 'LIST' },
  'CompanyDashboard' as const,
];

/**
 * A company's offers (API.md "Offers and applications", company side). Saves are sent with
 * `toast: false`: the form puts a 422 on its fields and a refused publication in its alert.
 */
export const offersApi = baseApi.enhanceEndpoints({ addTagTypes: ['CompanyOffer', 'CompanyDashboard', 'University'] }).injectEndpoints({
  endpoints: (build) => ({
    listCompanyOffers: build.query<Page<Offer>, CompanyOffersQuery>({
      query: (params) => ({ url: offerUrl(), params: { ...params } }),
      providesTags: (page) => listTags('CompanyOffer', page?.items),
    }),
    // A 404 (not found, or another company's) is shown on the page, not in a toast.
    getCompanyOffer: build.query<Offer, number>({
      query: (id) => ({ url: offerUrl(id), toast: false }),
      providesTags: (_offer, _error, id) => [{ type: 'CompanyOffer', id }],
    }),
    createOffer: build.mutation<Offer, OfferBody>({
      query: (body) => ({ url: offerUrl(), method: 'post', body, toast: false }),
      invalidatesTags: changed(),
    }),
    updateOffer: build.mutation<Offer, { id: number; body: OfferBody }>({
      query: ({ id, body }) => ({ url: offerUrl(id), method: 'put', body, toast: false }),
      invalidatesTags: (_offer, _error, { id }) => changed(id),
    }),
    publishOffer: build.mutation<Offer, { id: number; toast?: boolean }>({
      query: ({ id, toast }) => ({ url: offerUrl(id, 'publish'), method: 'post', toast }),
      invalidatesTags: (_offer, _error, { id }) => changed(id),
    }),
    closeOffer: build.mutation<ApiEnvelope<Offer>, number>({
      query: (id) => ({ url: offerUrl(id, 'close'), method: 'post', envelope: true }),
      invalidatesTags: (_offer, _error, id) => changed(id),
    }),
    duplicateOffer: build.mutation<ApiEnvelope<Offer>, number>({
      query: (id) => ({ url: offerUrl(id, 'duplicate'), method: 'post', envelope: true }),
      invalidatesTags: changed(),
    }),
    /** Inclusive-language warnings on the offer's texts (it warns; publishing never depends on it). */
    checkLanguage: build.mutation<LanguageCheck, LanguageCheckBody>({
      query: (body) => ({ url: 'company/offers/language-check', method: 'post', body, toast: false }),
    }),
    // The whole envelope: the toast says what the server says.
    deleteOffer: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: offerUrl(id), method: 'delete', envelope: true }),
      invalidatesTags: (_answer, _error, id) => changed(id),
    }),
    /** The company's landing figures and review (`GET /api/dashboard`, which answers by role; null for another role). */
    getCompanyDashboard: build.query<CompanyDashboard | null, void>({
      query: () => ({ url: 'dashboard' }),
      transformResponse: (dashboard: Dashboard) => (dashboard.role === 'company' ? dashboard : null),
      providesTags: ['CompanyDashboard'],
    }),
    /**
     * The careers an offer may target: every active university's careers by name, each name
     * once (several universities teach "Medicina"), in Spanish alphabetical order.
     */
    listCareerNames: build.query<string[], void>({
      query: () => ({ url: 'universities' }),
      transformResponse: (universities: University[]) => careerNames(universities),
      providesTags: ['University'],
    }),
  }),
});

const refusals = { aprobada: null, pendiente: offerMessages.companyPending, rechazada: offerMessages.companyRejected } as const;

/** Why the company cannot publish yet, in the words of publishing's 403; null once approved. */
export const publishRefusal = (dashboard: CompanyDashboard | null | undefined) => (dashboard ? refusals[dashboard.company.status] : null);

/** Career names without repeats (compared as the contract does: trimmed, case-insensitive), sorted. */
export function careerNames(universities: University[]): string[] {
  const byKey = new Map<string, string>();
  for (const career of universities.flatMap((university) => university.carreras)) {
    const name = career.nombre.trim();
    const key = name.toLocaleLowerCase('es');
    if (!byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'es'));
}

export const {
  useListCompanyOffersQuery,
  useGetCompanyOfferQuery,
  useCreateOfferMutation,
  useUpdateOfferMutation,
  usePublishOfferMutation,
  useCloseOfferMutation,
  useDuplicateOfferMutation,
  useDeleteOfferMutation,
  useGetCompanyDashboardQuery,
  useListCareerNamesQuery,
  useCheckLanguageMutation,
} = offersApi;
