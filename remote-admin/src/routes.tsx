import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

const screens: Array<[path: string, title: string]> = [
  ['users', 'menu.adm-users'],
  ['roles', 'menu.adm-roles'],
  ['permissions', 'menu.adm-permissions'],
  ['menus', 'menu.menus'],
  ['catalogs', 'menu.catalogs'],
  ['universities', 'menu.universities'],
];

export const areas: RemoteArea[] = [
  {
    prefix: 'admin',
    routes: screens.map(([path, title]) => ({ path, title, element: <ScreenPlaceholder titleId={title} /> })),
  },
];

export default createRemoteRoutes(areas, messages);
