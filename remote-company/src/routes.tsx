import { offerFieldRules } from '@portal/contracts';
import { createRemoteRoutes, lazyScreen, prefetchFormCatalogs, type PrefetchRequest, type RemoteArea } from '@portal/shared';
import { myOffersQuery } from './features/offers/list/list-query';
import { messages } from './i18n/es';

export const areas: RemoteArea[] = [
  {
    prefix: 'company',
    routes: [
      {
        path: 'new-offer',
        title: 'menu.new_offer',
        element: lazyScreen(
          () => import('./features/offers/form/new-offer-screen'),
          (m) => m.NewOfferScreen,
        ),
      },
      {
        path: 'my-offers',
        title: 'menu.my_offers',
        element: lazyScreen(
          () => import('./features/offers/list/my-offers-screen'),
          (m) => m.MyOffersScreen,
        ),
      },
      {
        path: 'my-offers/:id/edit',
        title: 'offers.edit.title',
        element: lazyScreen(
          () => import('./features/offers/form/edit-offer-screen'),
          (m) => m.EditOfferScreen,
        ),
      },
      {
        path: 'my-offers/:id/applicants',
        title: 'menu.applicants',
        element: lazyScreen(
          () => import('./features/offers/applicants/applicants-screen'),
          (m) => m.ApplicantsScreen,
        ),
      },
    ],
  },
];

/**
 * /company/my-offers reads the list its address asks for as the shell starts. The read comes with
 * its API module (a chunk of its own, so the routes module does not wait for the list kit).
 * /company/new-offer reads the catalogs of its form's selects.
 */
export function prefetch({ pathname, search, dispatch }: PrefetchRequest) {
  if (pathname === '/company/new-offer') prefetchFormCatalogs(dispatch, offerFieldRules);
  if (pathname !== '/company/my-offers') return;
  import('./features/offers/api/offers-api').then(
    ({ offersApi }) => dispatch(offersApi.util.prefetch('listCompanyOffers', myOffersQuery(new URLSearchParams(search)), {})),
    // The screen needs the same chunk: its loading screen or the remote's failure says the rest.
    () => undefined,
  );
}

export default createRemoteRoutes(areas, messages);
