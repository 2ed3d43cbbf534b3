import { lazy, Suspense, type ReactNode } from 'react';
import { createRemoteRoutes, ScreenPlaceholder, type RemoteArea } from '@portal/shared';
import { messages } from './i18n/es';

// Each screen is its own chunk: opening one admin screen never downloads the others (nor the
// parts of the kit only they use).
const CatalogsScreen = lazy(() => import('./features/catalogs/catalogs-screen').then((module) => ({ default: module.CatalogsScreen })));
const UniversitiesScreen = lazy(() =>
  import('./features/universities/universities-screen').then((module) => ({ default: module.UniversitiesScreen })),
);
const AuditScreen = lazy(() => import('./features/audit/audit-screen').then((module) => ({ default: module.AuditScreen })));

const screens: Array<[path: string, title: string, element?: ReactNode]> = [
  ['users', 'menu.adm-users'],
  ['roles', 'menu.adm-roles'],
  ['permissions', 'menu.adm-permissions'],
  [
    'audit',
    'menu.adm-audit',
    <Suspense key="audit" fallback={null}>
      <AuditScreen />
    </Suspense>,
  ],
  ['menus', 'menu.menus'],
  [
    'catalogs',
    'menu.catalogs',
    <Suspense key="catalogs" fallback={null}>
      <CatalogsScreen />
    </Suspense>,
  ],
  [
    'universities',
    'menu.universities',
    <Suspense key="universities" fallback={null}>
      <UniversitiesScreen />
    </Suspense>,
  ],
];

export const areas: RemoteArea[] = [
  {
    prefix: 'admin',
    routes: screens.map(([path, title, element]) => ({ path, title, element: element ?? <ScreenPlaceholder titleId={title} /> })),
  },
];

export default createRemoteRoutes(areas, messages);
