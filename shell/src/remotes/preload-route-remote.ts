import { selectIsLoggedIn, selectMenu, type RootState } from '@portal/shared';
import { matchPath } from '@portal/shared/router';
import { isAllowed } from '../app/guard';
import { remoteAreaPath, remoteAreas } from '../config/paths';
import { loadRemoteRoutes } from './load-remote';

/**
 * Starts loading the remote whose area the first page opens (its manifest, entry and route tree)
 * as soon as the stored session says the guard will show it, instead of when the shell's layout
 * first renders: on a slow phone the remote's download then overlaps the shell's start-up work.
 * The outlet later finds the same load under way (loadRemoteModule keeps one per module), so
 * nothing is fetched twice; a remote that cannot be reached fails there as it always did.
 */
export function preloadRouteRemote(state: RootState, pathname: string) {
  // Matched as the router matches the area's route.
  const area = remoteAreas.find(({ prefix }) => matchPath(remoteAreaPath(prefix), pathname));
  if (!area || !selectIsLoggedIn(state) || !isAllowed(selectMenu(state), pathname)) return;
  void loadRemoteRoutes(area.remote);
}
