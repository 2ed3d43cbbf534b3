import type { MenuItem, MenuPermissions } from '../contracts/session';

const noPermissions: MenuPermissions = { c: false, u: false, d: false, x: false };

/** Every menu entry with its children, depth-first. */
export function flattenMenu(menu: MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => [item, ...flattenMenu(item.children)]);
}

/** The menu entry that opens `pathname`: the entry itself or the one it lies below. */
export function menuEntryFor(menu: MenuItem[], pathname: string): MenuItem | null {
  let best: MenuItem | null = null;
  for (const item of flattenMenu(menu)) {
    if (!item.path) continue;
    const matches = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || (best.path ?? '').length < item.path.length)) best = item;
  }
  return best;
}

/** The c/u/d/x flags the user's role has on the screen at `pathname`. */
export function permissionsFor(menu: MenuItem[], pathname: string): MenuPermissions {
  return menuEntryFor(menu, pathname)?.permissions ?? noPermissions;
}

/** Where a user lands after login: the first named menu entry, depth-first (spec §2). */
export function firstNamedEntry(menu: MenuItem[]): MenuItem | null {
  return flattenMenu(menu).find((item) => item.name && item.path) ?? null;
}
