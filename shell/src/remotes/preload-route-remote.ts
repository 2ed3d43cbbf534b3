import { type AppStore, selectIsLoggedIn, selectMenu } from '@portal/shared';
import { matchPath } from '@portal/shared/router';
import { isAllowed } from '../app/guard';
import { remoteAreaPath, remoteAreas } from '../config/paths';
import { isUnavailable } from './fallback-plugin';
import { loadRemoteRoutes } from './load-remote';

/**
 * Starts loading the remote whose area the first page opens (its manifest, entry and route tree)
 * as soon as the stored session says the guard will show it, instead of when the shell's layout
 * first renders: on a slow phone the remote's download then overlaps the shell's start-up work.
 * The outlet later finds the same load under way (loadRemoteModule keeps one per module), so
 * nothing is fetched twice; a remote that cannot be reached fails there as it always did.
 * Once the remote's routes are in, the remote starts the page's first reads (its `prefetch`), so
 * the page's data downloads while the shell renders, not after.
 */
export function preloadRouteRemote(store: AppStore, { pathname, search }: { pathname: string; search: string }) {
  const state = store.getState();
  // Matched as the router matches the area's route.
  const area = remoteAreas.find(({ prefix }) => matchPath(remoteAreaPath(prefix), pathname));
  if (!area || !selectIsLoggedIn(state) || !isAllowed(selectMenu(state), pathname)) return;
  void loadRemoteRoutes(area.remote).then((remote) => {
    // A remote that could not be loaded: the outlet shows it when it asks for the same load.
    // The path as the remote's routes match it (`/offers/` is `/offers`).
    if (!isUnavailable(remote))
      remote.prefetch?.({ area: area.prefix, pathname: pathname.replace(/\/+$/, ''), search, dispatch: store.dispatch });
  });
}
