import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@portal/shared';
import { isUnavailable, type UnavailableRemote } from './fallback-plugin';
import { resetRemote } from './registry';

type Loaded = RemoteModule | UnavailableRemote;

const loads = new Map<RemoteName, Promise<Loaded>>();

/** Loads a remote's route tree once; the same promise serves every render (for `use`). */
export function loadRemoteRoutes(remote: RemoteName): Promise<Loaded> {
  let pending = loads.get(remote);
  if (!pending) {
    pending = loadRemote<Loaded>(`${remote}/routes`).then(
      (module) => module ?? { unavailable: true as const, remote, error: new Error('empty module') },
      (error: unknown) => ({ unavailable: true as const, remote, error }),
    );
    loads.set(remote, pending);
  }
  return pending;
}

/** Drops a failed remote so the next render loads it from the network again. */
export function retryRemote(remote: RemoteName) {
  loads.delete(remote);
  resetRemote(remote);
}

export { isUnavailable };
