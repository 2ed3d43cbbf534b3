import { menuTitles, ROLE_IDS, type MenuAction, type MenuTitle } from '@portal/contracts';
import type { LoginData, MenuItem, MenuPermissions, SessionUser } from '../contracts/session';

/** The flags a test gives a menu entry: `{ c: true, d: true }`, or `'cud'` for short. */
export type TestFlags = Partial<MenuPermissions> | `${'' | 'c'}${'' | 'u'}${'' | 'd'}${'' | 'x'}`;

/** Which menu entries the test session has, by title, and their flags. */
export type TestMenu = Partial<Record<MenuTitle, TestFlags>>;

export interface TestSession {
  role?: keyof typeof ROLE_IDS;
  menu?: TestMenu;
}

const roleNames: Record<keyof typeof ROLE_IDS, string> = { admin: 'Administrador', company: 'Empresa', student: 'Estudiante' };

/** Where the seeded menu entries lead (PRODUCT.md); groups have no path. */
const menuPaths: Record<MenuTitle, string | null> = {
  information: null,
  main_info: '/CV/basic',
  main_u: '/CV/education-in',
  main_education: '/CV/education-out',
  main_languages: '/CV/languages',
  main_computer: '/CV/computer',
  main_other: '/CV/other',
  main_courses: '/CV/courses',
  main_work: '/CV/work',
  main_extra: '/CV/extra',
  offers: '/offers',
  applications: '/applications',
  new_offer: '/company/new-offer',
  my_offers: '/company/my-offers',
  users: null,
  'adm-users': '/admin/users',
  'adm-roles': '/admin/roles',
  'adm-permissions': '/admin/permissions',
  'adm-audit': '/admin/audit',
  'settings-menu': null,
  menus: '/admin/menus',
  catalogs: '/admin/catalogs',
  universities: '/admin/universities',
};

function permissions(flags: TestFlags): MenuPermissions {
  if (typeof flags !== 'string') return { c: false, u: false, d: false, x: false, ...flags };
  const has = (action: MenuAction) => flags.includes(action);
  return { c: has('c'), u: has('u'), d: has('d'), x: has('x') };
}

/** A server-shaped menu with the given entries and flags (flat: tests look entries up by title). */
export function testMenu(menu: TestMenu): MenuItem[] {
  return menuTitles.flatMap((title, index) => {
    const flags = menu[title];
    if (flags === undefined) return [];
    return [{ id: index + 1, name: title, title, path: menuPaths[title], icon: null, permissions: permissions(flags), children: [] }];
  });
}

/** What `POST user/login` would answer for the test session. */
export function testLogin({ role = 'admin', menu = {} }: TestSession): LoginData {
  const user: SessionUser = { id_us: 1, name_us: 'Ana Prueba', role: { id_ro: ROLE_IDS[role], name_ro: roleNames[role] } };
  return { user, menu: testMenu(menu), token: 'test-token' };
}
