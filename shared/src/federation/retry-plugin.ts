import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const attempts = 3;
const delayMs = (attempt: number) => 300 * 2 ** attempt;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * First layer of remote failure handling: a manifest or remote entry that fails on the
 * network is fetched again a few times, with growing pauses, before the failure reaches
 * the loader's fallback and the error boundary.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < attempts; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < attempts - 1) await wait(delayMs(attempt));
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 0; attempt < attempts - 1; attempt++) {
          await wait(delayMs(attempt));
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // try again; the last failure is reported by the runtime
          }
        }
        return undefined;
      };
      // The runtime awaits the hook and then the entry promise it hands back.
      return Promise.resolve(retry()) as never;
    },
  };
}
