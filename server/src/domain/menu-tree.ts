import type { MenuIcon, MenuItem, MenuPermissions } from '@portal/contracts/schemas';
import type { Flag, Menu } from '../db/types.ts';

export type MenuWithFlags = Menu & { c: Flag; u: Flag; d: Flag; x: Flag };

const byOrder = (a: Menu, b: Menu) => a.sort_order - b.sort_order || a.id - b.id;

export function iconOf(menu: Pick<Menu, 'icon_set' | 'icon_name'>): MenuIcon | null {
  return menu.icon_set && menu.icon_name ? { set: menu.icon_set, name: menu.icon_name } : null;
}

export function flagsOf(flags: { c: Flag; u: Flag; d: Flag; x: Flag }): MenuPermissions {
  return { c: flags.c === 1, u: flags.u === 1, d: flags.d === 1, x: flags.x === 1 };
}

function view(menu: MenuWithFlags, children: MenuItem[]): MenuItem {
  return { id: menu.id, name: menu.name, title: menu.title, path: menu.path, icon: iconOf(menu), permissions: flagsOf(menu), children };
}

/**
 * A role's menu as the client receives it: top-level items in order, each with its children
 * (one level). An item whose parent is not in the list is shown at the top level.
 */
export function buildMenuTree(items: MenuWithFlags[]): MenuItem[] {
  const ids = new Set(items.map((item) => item.id));
  const isTop = (item: Menu) => item.parent_id === null || !ids.has(item.parent_id);
  return items
    .filter(isTop)
    .sort(byOrder)
    .map((top) =>
      view(
        top,
        items
          .filter((item) => item.parent_id === top.id)
          .sort(byOrder)
          .map((child) => view(child, [])),
      ),
    );
}
