import { createRemoteRoutes, lazyScreen, type RemoteArea } from '@portal/shared';
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

export default createRemoteRoutes(areas, messages);
