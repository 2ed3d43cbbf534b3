import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@portal/shared';

/** What `loadRemote` resolves to when a remote could not be loaded after the retries. */
export interface UnavailableRemote {
  unavailable: true;
  remote: RemoteName;
  error: unknown;
}

export const isUnavailable = (value: unknown): value is UnavailableRemote =>
  typeof value === 'object' && value !== null && (value as UnavailableRemote).unavailable === true;

const remoteOf = (id: string) => remoteNames.find((name) => id === name || id.startsWith(`${name}/`));

/**
 * Second layer of remote failure handling: once the retries are spent, a remote's module
 * resolves to a marker instead of rejecting, and the shell shows its "Reintentar" screen in
 * the content area while everything else keeps working.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = remoteOf(id);
      if (!remote || lifecycle === 'beforeLoadShare') return undefined;
      const fallback: UnavailableRemote = { unavailable: true, remote, error };
      return fallback;
    },
  };
}
