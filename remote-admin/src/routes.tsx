import type { ReactNode } from 'react';
import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { CatalogsScreen } from './features/catalogs/catalogs-screen';
import { messages } from './i18n/es';

const screens: Array<[path: string, title: string, element?: ReactNode]> = [
  ['users', 'menu.adm-users'],
  ['roles', 'menu.adm-roles'],
  ['permissions', 'menu.adm-permissions'],
  ['menus', 'menu.menus'],
  ['catalogs', 'menu.catalogs', <CatalogsScreen />],
  ['universities', 'menu.universities'],
];

export const areas: RemoteArea[] = [
  {
    prefix: 'admin',
    routes: screens.map(([path, title, element]) => ({ path, title, element: element ?? <ScreenPlaceholder titleId={title} /> })),
  },
];

export default createRemoteRoutes(areas, messages);
