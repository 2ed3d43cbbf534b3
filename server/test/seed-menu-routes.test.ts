import { remoteRouteTables, shellScreenRoutes, type MenuTitle, type ScreenRoute } from '@portal/contracts';
import { seedMenus, type SeedMenu } from '../src/db/seed/access-data.ts';

/** The seeded menu's items that lead somewhere (groups lead nowhere), as title → path. */
const seededItems = (menus: SeedMenu[]): Array<{ title: MenuTitle; path: string }> =>
  menus.flatMap((menu) => [...(menu.path === null ? [] : [{ title: menu.title, path: menu.path }]), ...seededItems(menu.children ?? [])]);

// The shell's own screens too ("Mis datos" is the shell's, for every role).
const tableRoutes: ScreenRoute[] = [shellScreenRoutes, ...Object.values(remoteRouteTables)].flatMap((table) =>
  Object.values<ScreenRoute>(table),
);

describe('the seeded menu and the remotes’ route tables', () => {
  it('leads each seeded menu item to a screen of a route table that names that item', () => {
    const unknown = seededItems(seedMenus).filter(
      ({ title, path }) => !tableRoutes.some((route) => route.path === path && route.menu === title),
    );
    expect(unknown).toEqual([]);
  });

  it('seeds a menu item for each screen a route table says a menu item leads to', () => {
    const items = seededItems(seedMenus);
    const unmenued = tableRoutes
      .filter((route) => route.menu !== undefined && !items.some(({ title, path }) => title === route.menu && path === route.path))
      .map((route) => route.path);
    expect(unmenued).toEqual([]);
  });
});
