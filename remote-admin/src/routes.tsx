import type { ReactNode } from 'react';
import { createRemoteRoutes, lazyScreen, type PrefetchRequest, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

// Each screen is its own chunk: opening one admin screen never downloads the others (nor the
// parts of the kit only they use).
const screens: Array<[path: string, title: string, element: ReactNode]> = [
  [
    'users',
    'menu.adm-users',
    lazyScreen(
      () => import('./features/users/users-screen'),
      (module) => module.UsersScreen,
    ),
  ],
  [
    'roles',
    'menu.adm-roles',
    lazyScreen(
      () => import('./features/roles/roles-screen'),
      (module) => module.RolesScreen,
    ),
  ],
  [
    'permissions',
    'menu.adm-permissions',
    lazyScreen(
      () => import('./features/permissions/permissions-screen'),
      (module) => module.PermissionsScreen,
    ),
  ],
  [
    'audit',
    'menu.adm-audit',
    lazyScreen(
      () => import('./features/audit/audit-screen'),
      (module) => module.AuditScreen,
    ),
  ],
  [
    'menus',
    'menu.menus',
    lazyScreen(
      () => import('./features/menus/menus-screen'),
      (module) => module.MenusScreen,
    ),
  ],
  [
    'catalogs',
    'menu.catalogs',
    lazyScreen(
      () => import('./features/catalogs/catalogs-screen'),
      (module) => module.CatalogsScreen,
    ),
  ],
  [
    'universities',
    'menu.universities',
    lazyScreen(
      () => import('./features/universities/universities-screen'),
      (module) => module.UniversitiesScreen,
    ),
  ],
];

export const areas: RemoteArea[] = [
  {
    prefix: 'admin',
    routes: screens.map(([path, title, element]) => ({ path, title, element })),
  },
];

/**
 * /admin/users, the administrator's most used screen, reads its lists as the shell starts. The
 * reads come with their API module (a chunk of its own, so the routes module does not wait for
 * the list kit it needs).
 */
export function prefetch({ pathname, dispatch }: PrefetchRequest) {
  if (pathname !== '/admin/users') return;
  import('./features/users/api/users-admin-api').then(
    ({ prefetchUsersScreen }) => prefetchUsersScreen(dispatch),
    // The screen needs the same chunk: its loading screen or the remote's failure says the rest.
    () => undefined,
  );
}

export default createRemoteRoutes(areas, messages);
