import type { MenuAction, MenuTitle } from '@portal/contracts';
import { useMemo, type ReactNode } from 'react';
import { flattenMenu, selectMenu, useAppSelector, type MenuItem, type MenuPermissions } from '@portal/shared';

const none: MenuPermissions = { c: false, u: false, d: false, x: false };

/** The c/u/d/x flags of the menu entry titled `title` (as the server checks them), none if absent. */
export function accessFor(menu: MenuItem[], title: MenuTitle): MenuPermissions {
  return flattenMenu(menu).find((item) => item.title === title)?.permissions ?? none;
}

/**
 * The session's flags on a menu entry, keyed by its title like the server's guard. They follow
 * the store: when an administrator changes the role, `role.updated` replaces the menu and every
 * screen re-renders with the new flags, without a reload.
 */
export function useAccess(title: MenuTitle): MenuPermissions {
  const menu = useAppSelector(selectMenu);
  return useMemo(() => accessFor(menu, title), [menu, title]);
}

/** Shows its children only while the session's role has `action` on the menu entry `menu`. */
export function Can({
  menu,
  action,
  children,
  fallback = null,
}: {
  menu: MenuTitle;
  action: MenuAction;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAccess(menu)[action] ? children : fallback;
}
