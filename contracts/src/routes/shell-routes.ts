import type { RouteTable } from './route-table.ts';

/**
 * The shell's signed-in screens a menu item may lead to (its whole route table, with the open
 * pages, is shell/src/config/paths.ts, which takes these from here).
 */
export const shellScreenRoutes = {
  home: { path: '/', title: 'menu.root' },
  help: { path: '/second-page', title: 'menu.second-page' },
  myData: { path: '/account/data', menu: 'my-data' },
} as const satisfies RouteTable;
