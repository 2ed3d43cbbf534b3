import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type EnvConfig, type RemoteName } from '@portal/shared';
import { fallbackPlugin } from './fallback-plugin';

let manifests: Record<RemoteName, string> | null = null;

const absolute = (url: string) => new URL(url, window.location.href).href;

function remoteList() {
  if (!manifests) throw new Error('Remotes are not registered yet');
  const urls = manifests;
  return remoteNames.map((name) => ({ name, entry: absolute(urls[name]) }));
}

/** Registers the three remotes from the run-time configuration (no shell rebuild to move one). */
export function registerPortalRemotes(env: EnvConfig) {
  manifests = env.remotes;
  registerPlugins([fallbackPlugin()]);
  registerRemotes(remoteList());
}

/** Forgets what the runtime cached about one remote, so the next load starts afresh. */
export function resetRemote(name: RemoteName) {
  registerRemotes(
    remoteList().filter((remote) => remote.name === name),
    { force: true },
  );
}

/** Whether the remote's manifest answers again (the browser's cache bypassed). */
export async function remoteReachable(name: RemoteName): Promise<boolean> {
  if (!manifests) return false;
  const response = await fetch(absolute(manifests[name]), { cache: 'no-store' });
  return response.ok;
}
