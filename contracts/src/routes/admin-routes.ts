import type { RouteTable } from './route-table.ts';

/** remote-admin's screens (menu groups `users` and `settings-menu`), in the menu's order. */
export const adminRoutes = {
  users: { path: '/admin/users', menu: 'adm-users', lead: { kind: 'intro', textId: 'users.intro' } },
  roles: { path: '/admin/roles', menu: 'adm-roles' },
  permissions: { path: '/admin/permissions', menu: 'adm-permissions' },
  audit: { path: '/admin/audit', menu: 'adm-audit' },
  menus: { path: '/admin/menus', menu: 'menus' },
  catalogs: { path: '/admin/catalogs', menu: 'catalogs' },
  universities: { path: '/admin/universities', menu: 'universities' },
  convenios: { path: '/admin/convenios', menu: 'convenios' },
  practicas: { path: '/admin/practicas', menu: 'adm-practicas' },
  practicasReport: { path: '/admin/practicas/report', menu: 'practicas-report' },
  tutorPracticas: { path: '/tutor/practicas', menu: 'tutor-practicas' },
  dataRequests: { path: '/admin/data-requests', menu: 'data-requests' },
  surveys: { path: '/admin/surveys', menu: 'surveys' },
  followUp: { path: '/admin/follow-up', menu: 'follow-up-report' },
  moderation: { path: '/admin/moderation', menu: 'moderation' },
} as const satisfies RouteTable;

export type AdminRouteName = keyof typeof adminRoutes;
