import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

export const areas: RemoteArea[] = [
  {
    prefix: 'company',
    routes: [
      { path: 'new-offer', title: 'menu.new_offer', element: <ScreenPlaceholder titleId="menu.new_offer" /> },
      { path: 'my-offers', title: 'menu.my_offers', element: <ScreenPlaceholder titleId="menu.my_offers" /> },
      {
        path: 'my-offers/:id/applicants',
        title: 'menu.applicants',
        element: <ScreenPlaceholder titleId="menu.applicants" />,
      },
    ],
  },
];

export default createRemoteRoutes(areas, messages);
