import { adminRoutes } from '@portal/contracts';
import { lazyScreen, type PrefetchRequest, remoteRoutesModule, type RemoteScreens } from '@portal/shared';
import { messages } from './i18n/es';

/**
 * /admin/users, the administrator's most used screen, reads its lists as the shell starts. The
 * reads come with their API module (a chunk of its own, so the routes module does not wait for
 * the list kit it needs).
 */
function prefetchUsers({ dispatch }: PrefetchRequest) {
  import('./features/users/api/users-admin-api').then(
    ({ prefetchUsersScreen }) => prefetchUsersScreen(dispatch),
    // The screen needs the same chunk: its loading screen or the remote's failure says the rest.
    () => undefined,
  );
}

// Each screen is its own chunk: opening one admin screen never downloads the others (nor the
// parts of the kit only they use).
const screens = {
  users: {
    element: lazyScreen(
      () => import('./features/users/users-screen'),
      (module) => module.UsersScreen,
    ),
    prefetch: prefetchUsers,
  },
  roles: {
    element: lazyScreen(
      () => import('./features/roles/roles-screen'),
      (module) => module.RolesScreen,
    ),
  },
  permissions: {
    element: lazyScreen(
      () => import('./features/permissions/permissions-screen'),
      (module) => module.PermissionsScreen,
    ),
  },
  audit: {
    element: lazyScreen(
      () => import('./features/audit/audit-screen'),
      (module) => module.AuditScreen,
    ),
  },
  menus: {
    element: lazyScreen(
      () => import('./features/menus/menus-screen'),
      (module) => module.MenusScreen,
    ),
  },
  catalogs: {
    element: lazyScreen(
      () => import('./features/catalogs/catalogs-screen'),
      (module) => module.CatalogsScreen,
    ),
  },
  universities: {
    element: lazyScreen(
      () => import('./features/universities/universities-screen'),
      (module) => module.UniversitiesScreen,
    ),
  },
  convenios: {
    element: lazyScreen(
      () => import('./features/practicas/convenios-screen'),
      (module) => module.ConveniosScreen,
    ),
  },
  practicas: {
    element: lazyScreen(
      () => import('./features/practicas/practicas-screen'),
      (module) => module.PracticasAdminScreen,
    ),
  },
  practicasReport: {
    element: lazyScreen(
      () => import('./features/practicas/report-screen'),
      (module) => module.PracticasReportScreen,
    ),
  },
  tutorPracticas: {
    element: lazyScreen(
      () => import('./features/practicas/tutor-screen'),
      (module) => module.TutorPracticasScreen,
    ),
  },
  dataRequests: {
    element: lazyScreen(
      () => import('./features/data-requests/data-requests-screen'),
      (module) => module.DataRequestsScreen,
    ),
  },
} satisfies RemoteScreens<typeof adminRoutes>;

/** The remote's route table (@portal/contracts' adminRoutes) with its screens. */
const remote = remoteRoutesModule(adminRoutes, screens, messages);
export const { areas, prefetch } = remote;
export default remote.default;
