import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { versionedKitModules } from './kit-modules';

/** Shared modules that may run as more than one copy, by version (see build/src/shared-modules.ts). */
const versioned = new Set<string>(versionedKitModules);

const reported = new Set<string>();

/**
 * Says so in the console when an app runs its own copy of a versioned shared module because
 * another app offers a version it cannot use — typically a remote built against a newer kit
 * than the running shell: "remote_admin uses its own @portal/shared/kit 0.2.0 (shell provides
 * 0.1.0)". The screen keeps working; the message tells the teams to redeploy the older side.
 */
export default function kitVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-kit-version-plugin',
    resolveShare(args) {
      const { pkgName, shareInfo, shareScopeMap, scope } = args;
      if (!versioned.has(pkgName)) return args;
      const resolve = args.resolver;
      args.resolver = () => {
        const resolved = resolve();
        const chosen = resolved?.shared;
        const consumer = shareInfo.from;
        if (chosen && chosen.from === consumer) {
          const others = Object.values(shareScopeMap[scope]?.[pkgName] ?? {}).filter(
            (offer) => offer.from !== consumer && offer.version !== chosen.version,
          );
          for (const other of others) {
            const message = `${consumer} uses its own ${pkgName} ${chosen.version} (${other.from} provides ${other.version})`;
            if (reported.has(message)) continue;
            reported.add(message);
            console.warn(`[Module Federation] ${message}`);
          }
        }
        return resolved;
      };
      return args;
    },
  };
}
