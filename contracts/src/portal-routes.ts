/**
 * The signed-in portal's screens (the shell's and each remote's routes, PRODUCT.md): what a
 * menu item may lead to. A path below one of them (`/company/my-offers/12/applicants`) is
 * allowed too; anything else — an external address, a `//host` or `/\host` one, `..` — is not,
 * so a menu link can never take a user off the portal. The server and the menu editor both
 * check with `checkMenuPath`; each remote's route test keeps its routes listed here.
 */
export const portalRoutes = [
  '/',
  '/second-page',
  '/CV/basic',
  '/CV/education-in',
  '/CV/education-out',
  '/CV/languages',
  '/CV/computer',
  '/CV/other',
  '/CV/courses',
  '/CV/work',
  '/CV/extra',
  '/offers',
  '/applications',
  '/company/new-offer',
  '/company/my-offers',
  '/admin/users',
  '/admin/audit',
  '/admin/roles',
  '/admin/permissions',
  '/admin/menus',
  '/admin/catalogs',
  '/admin/universities',
] as const;

export const menuPathMessages = {
  format: 'La ruta debe empezar con / y tener solo letras, números, guiones y /.',
  unknown: 'La ruta debe ser una pantalla del portal o estar debajo de una (ej.: /admin/users).',
} as const;

/** Slash-separated segments of letters, digits, `-` and `_`: no `//`, `\`, `..`, `:` or query. */
const pathShape = /^\/$|^(\/[A-Za-z0-9_-]+)+$/;

/** Why `path` may not be a menu item's path, or null when it may. */
export function checkMenuPath(path: string): string | null {
  if (!pathShape.test(path)) return menuPathMessages.format;
  const known = portalRoutes.some((route) => path === route || (route !== '/' && path.startsWith(`${route}/`)));
  return known ? null : menuPathMessages.unknown;
}
