import { registerPlugins } from '@module-federation/enhanced/runtime';

/**
 * How many remote modules are being fetched right now. A remote's first screen resolves
 * inside the remote outlet (not in a route loader), so the loading bar learns about it from
 * the federation runtime: `beforeRequest` when a load starts, `afterLoadRemote` when it ends,
 * successfully or not.
 */
let pending = 0;
const listeners = new Set<() => void>();
let registered = false;

const changed = (delta: number) => {
  pending = Math.max(0, pending + delta);
  for (const listener of listeners) listener();
};

export function trackRemoteLoads() {
  if (registered) return;
  registered = true;
  registerPlugins([
    {
      name: 'portal-loading-bar',
      beforeRequest(args) {
        changed(1);
        return args;
      },
      afterLoadRemote() {
        changed(-1);
      },
    },
  ]);
}

export const remoteLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => pending,
};
