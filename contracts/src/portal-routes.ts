import type { RemoteName } from './remotes.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { companyRoutes } from './routes/company-routes.ts';
import { cvRoutes } from './routes/cv-routes.ts';
import { areaPrefixOf, type RouteTable } from './routes/route-table.ts';
import { shellScreenRoutes } from './routes/shell-routes.ts';

/** Each remote's route table (./routes): the one list of its screens. */
export const remoteRouteTables = {
  remote_cv: cvRoutes,
  remote_company: companyRoutes,
  remote_admin: adminRoutes,
} as const satisfies Record<RemoteName, RouteTable>;

/** Which remote owns each top-level path segment: the shell mounts the remote's routes under `/{prefix}/*`. */
export const remoteAreas: ReadonlyArray<{ prefix: string; remote: RemoteName }> = Object.entries(remoteRouteTables).flatMap(
  ([remote, table]) =>
    [...new Set(Object.values(table).map((route) => areaPrefixOf(route.path)))].map((prefix) => ({ prefix, remote: remote as RemoteName })),
);

/**
 * The signed-in portal's screens (the shell's and each remote's route table, without the ones
 * whose path has a `:param`): what a menu item may lead to. A path below one of them
 * (`/company/my-offers/12/applicants`) is allowed too; anything else — an external address, a
 * `//host` or `/\host` one, `..` — is not, so a menu link can never take a user off the portal.
 * The server and the menu editor both check with `checkMenuPath`.
 */
export const portalRoutes: readonly string[] = [shellScreenRoutes, ...Object.values(remoteRouteTables)]
  .flatMap((table: RouteTable) => Object.values(table).map((route) => route.path))
  .filter((path) => !path.includes(':'));

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
