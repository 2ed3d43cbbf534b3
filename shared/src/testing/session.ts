import { menuTitles, remoteRouteTables, ROLE_IDS, type MenuAction, type MenuTitle, type ScreenRoute } from '@portal/contracts';
import type { LoginData, MenuItem, MenuPermissions, SessionUser } from '../contracts/session';

/** The flags a test gives a menu entry: `{ c: true, d: true }`, or `'cud'` for short. */
export type TestFlags = Partial<MenuPermissions> | `${'' | 'c'}${'' | 'u'}${'' | 'd'}${'' | 'x'}`;

/** Which menu entries the test session has, by title, and their flags. */
export type TestMenu = Partial<Record<MenuTitle, TestFlags>>;

export interface TestSession {
  role?: keyof typeof ROLE_IDS;
  menu?: TestMenu;
}

const roleNames: Record<keyof typeof ROLE_IDS, string> = {
  admin: 'Administrador',
  company: 'Empresa',
  student: 'Estudiante',
  tutor: 'Tutor académico',
};

/** Where the seeded menu entries lead: the screen whose route table entry names them; groups have no path. */
const menuPaths: Partial<Record<MenuTitle, string>> = Object.fromEntries(
  Object.values(remoteRouteTables).flatMap((table) =>
    Object.values(table).flatMap((route: ScreenRoute) => (route.menu === undefined ? [] : [[route.menu, route.path]])),
  ),
);

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
    return [
      { id: index + 1, name: title, title, path: menuPaths[title] ?? null, icon: null, permissions: permissions(flags), children: [] },
    ];
  });
}

/** What `POST user/login` would answer for the test session. */
export function testLogin({ role = 'admin', menu = {} }: TestSession): LoginData {
  const user: SessionUser = { id_us: 1, name_us: 'Ana Prueba', role: { id_ro: ROLE_IDS[role], name_ro: roleNames[role] } };
  return { user, menu: testMenu(menu), token: 'test-token' };
}
