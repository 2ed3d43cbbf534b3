import { companyRoutes, offerFieldRules } from '@portal/contracts';
import { lazyScreen, prefetchFormCatalogs, remoteRoutesModule, type RemoteScreens } from '@portal/shared';
import { myOffersQuery } from './features/offers/list/list-query';
import { messages } from './i18n/es';

const screens = {
  newOffer: {
    element: lazyScreen(
      () => import('./features/offers/form/new-offer-screen'),
      (m) => m.NewOfferScreen,
    ),
    // The catalogs of the form's selects.
    prefetch: ({ dispatch }) => prefetchFormCatalogs(dispatch, offerFieldRules),
  },
  myOffers: {
    element: lazyScreen(
      () => import('./features/offers/list/my-offers-screen'),
      (m) => m.MyOffersScreen,
    ),
    // The list its address asks for. The read comes with its API module (a chunk of its own, so
    // the routes module does not wait for the list kit).
    prefetch: ({ search, dispatch }) => {
      import('./features/offers/api/offers-api').then(
        ({ offersApi }) => dispatch(offersApi.util.prefetch('listCompanyOffers', myOffersQuery(new URLSearchParams(search)), {})),
        // The screen needs the same chunk: its loading screen or the remote's failure says the rest.
        () => undefined,
      );
    },
  },
  editOffer: {
    element: lazyScreen(
      () => import('./features/offers/form/edit-offer-screen'),
      (m) => m.EditOfferScreen,
    ),
  },
  applicants: {
    element: lazyScreen(
      () => import('./features/offers/applicants/applicants-screen'),
      (m) => m.ApplicantsScreen,
    ),
  },
  practicas: {
    element: lazyScreen(
      () => import('./features/practicas/practicantes-screen'),
      (m) => m.PracticantesScreen,
    ),
  },
} satisfies RemoteScreens<typeof companyRoutes>;

/** The remote's route table (@portal/contracts' companyRoutes) with its screens. */
const remote = remoteRoutesModule(companyRoutes, screens, messages);
export const { areas, prefetch } = remote;
export default remote.default;
