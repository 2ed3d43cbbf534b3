import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

/**
 * Each screen is its own chunk: opening one admin screen never downloads the others (nor the
 * parts of the kit only they use).
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Screen = lazy(load);
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  );
}

const screens: Array<[path: string, title: string, element?: ReactNode]> = [
  [
    'users',
    'menu.adm-users',
    lazyScreen(() => import('./features/users/users-screen').then((module) => ({ default: module.UsersScreen }))),
  ],
  [
    'roles',
    'menu.adm-roles',
    lazyScreen(() => import('./features/roles/roles-screen').then((module) => ({ default: module.RolesScreen }))),
  ],
  [
    'permissions',
    'menu.adm-permissions',
    lazyScreen(() => import('./features/permissions/permissions-screen').then((module) => ({ default: module.PermissionsScreen }))),
  ],
  ['menus', 'menu.menus', lazyScreen(() => import('./features/menus/menus-screen').then((module) => ({ default: module.MenusScreen })))],
  [
    'catalogs',
    'menu.catalogs',
    lazyScreen(() => import('./features/catalogs/catalogs-screen').then((module) => ({ default: module.CatalogsScreen }))),
  ],
  ['universities', 'menu.universities'],
];

export const areas: RemoteArea[] = [
  {
    prefix: 'admin',
    routes: screens.map(([path, title, element]) => ({ path, title, element: element ?? <ScreenPlaceholder titleId={title} /> })),
  },
];

export default createRemoteRoutes(areas, messages);
