import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@portal/shared';
import type { ComponentType } from 'react';
import { isUnavailable, type UnavailableRemote } from './fallback-plugin';
import { resetRemote } from './registry';

/** A module a remote exposes besides its routes: one component (`./dashboard`). */
export interface RemoteWidgetModule {
  default: ComponentType;
}

const loads = new Map<string, Promise<unknown>>();

/**
 * Loads one exposed module of a remote once (`remote_cv/dashboard`); the same promise serves
 * every render (for `use`). It resolves to the unavailable marker when the remote cannot be
 * reached, never rejects.
 */
export function loadRemoteModule<M>(remote: RemoteName, module: string): Promise<M | UnavailableRemote> {
  const id = `${remote}/${module}`;
  let pending = loads.get(id) as Promise<M | UnavailableRemote> | undefined;
  if (!pending) {
    pending = loadRemote<M | UnavailableRemote>(id).then(
      (loaded) => loaded ?? { unavailable: true as const, remote, error: new Error('empty module') },
      (error: unknown) => ({ unavailable: true as const, remote, error }),
    );
    loads.set(id, pending);
  }
  return pending;
}

/** Loads a remote's route tree once. */
export const loadRemoteRoutes = (remote: RemoteName) => loadRemoteModule<RemoteModule>(remote, 'routes');

/** Drops a failed remote (every module of it) so the next render loads it from the network again. */
export function retryRemote(remote: RemoteName) {
  for (const id of loads.keys()) if (id.startsWith(`${remote}/`)) loads.delete(id);
  resetRemote(remote);
}

export { isUnavailable };
