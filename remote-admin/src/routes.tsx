import { lazy, Suspense, type ReactNode } from 'react';
import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

// Each screen is its own chunk: opening one admin screen never downloads the others (nor the
// parts of the kit only they use).
const CatalogsScreen = lazy(() => import('./features/catalogs/catalogs-screen').then((module) => ({ default: module.CatalogsScreen })));
const UsersScreen = lazy(() => import('./features/users/users-screen').then((module) => ({ default: module.UsersScreen })));
const PermissionsScreen = lazy(() =>
  import('./features/permissions/permissions-screen').then((module) => ({ default: module.PermissionsScreen })),
);
const MenusScreen = lazy(() => import('./features/menus/menus-screen').then((module) => ({ default: module.MenusScreen })));
const RolesScreen = lazy(() => import('./features/roles/roles-screen').then((module) => ({ default: module.RolesScreen })));

const screens: Array<[path: string, title: string, element?: ReactNode]> = [
  [
    'users',
    'menu.adm-users',
    <Suspense key="users" fallback={null}>
      <UsersScreen />
    </Suspense>,
  ],
  [
    'roles',
    'menu.adm-roles',
    <Suspense key="roles" fallback={null}>
      <RolesScreen />
    </Suspense>,
  ],
  [
    'permissions',
    'menu.adm-permissions',
    <Suspense key="permissions" fallback={null}>
      <PermissionsScreen />
    </Suspense>,
  ],
  [
    'menus',
    'menu.menus',
    <Suspense key="menus" fallback={null}>
      <MenusScreen />
    </Suspense>,
  ],
  [
    'catalogs',
    'menu.catalogs',
    <Suspense key="catalogs" fallback={null}>
      <CatalogsScreen />
    </Suspense>,
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
