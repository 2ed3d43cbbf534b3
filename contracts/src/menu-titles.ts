/**
 * The titles of the seeded menu items (PRODUCT.md). The server guards each route by one of
 * them and the client asks for the flags of one of them, so a typo is a type error, not a
 * silent 403. Administrators may add menu items at run time; those are not guarded routes.
 */
/** The nine CV sections' menu items (group `information`), in the menu's order. */
export const cvSectionTitles = [
  'main_info',
  'main_u',
  'main_education',
  'main_languages',
  'main_computer',
  'main_other',
  'main_courses',
  'main_work',
  'main_extra',
] as const;

/** The administrator's screens (groups `users` and `settings-menu`), in the menu's order. */
export const adminTitles = ['adm-users', 'adm-roles', 'adm-permissions', 'adm-audit', 'menus', 'catalogs', 'universities'] as const;

/** Graduate follow-up's screens (Administrador group `follow-up`, wave 3), in the menu's order. */
export const followUpTitles = ['surveys', 'follow-up-report'] as const;

export const menuTitles = [
  'information',
  ...cvSectionTitles,
  'offers',
  'applications',
  'new_offer',
  'my_offers',
  'users',
  'settings-menu',
  ...adminTitles,
  // Wave 3: prácticas pre-profesionales (PRODUCT.md "New role and menus").
  'practicas',
  'company-practicas',
  'tutor-practicas',
  'practicas-admin',
  'convenios',
  'adm-practicas',
  'practicas-report',
  // Wave 3, personal data (PRODUCT.md "New role and menus"): every role's "Mis datos", and the
  // career office's request queue under the group `trust`.
  'my-data',
  'trust',
  'moderation',
  'data-requests',
  'follow-up',
  ...followUpTitles,
] as const;

export type MenuTitle = (typeof menuTitles)[number];

/** The four per-menu flags: c = Agregar, u = Actualizar, d = Eliminar, x = Ejecutar. */
export const menuActions = ['c', 'u', 'd', 'x'] as const;
export type MenuAction = (typeof menuActions)[number];

/** The icon sets a menu item's icon may come from (Tabler, Font Awesome, Material). */
export const iconSets = ['tabler', 'fontawesome', 'material'] as const;
export type IconSet = (typeof iconSets)[number];

/** Stable role ids (PRODUCT.md). */
export const ROLE_IDS = { admin: 1, company: 2, student: 3, tutor: 4 } as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];
