import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Instance = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0]['origin'];
type SharedHandler = Instance['sharedHandler'];
type InitScope = NonNullable<NonNullable<Parameters<SharedHandler['initializeSharing']>[1]>['initScope']>;

const patched = new WeakSet<SharedHandler>();

/**
 * Registers an app's shared modules in its share scope once, not again on every shared module
 * it loads.
 *
 * The runtime's `loadShare` calls `initializeSharing` without an init scope; the runtime then
 * starts from an empty one each time, so its "already initialised" guard never holds and every
 * load walks the app's whole share table again (registration, hooks) — one walk per shared module
 * loaded, and the portal loads ~60 on a first page (each antd component is a shared module of its
 * own). An upstream fix keeps one init scope per handler (module-federation/core#5062, not
 * released); this plugin does the same: calls without an init scope share one per app, which is
 * emptied whenever the scope map is replaced (a host handing its scope to a remote), so the next
 * load registers the app's modules in the new map. Calls with an init scope (the bundler's own,
 * `from: 'build'`) are passed through untouched.
 */
export default function shareInitOncePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-init-once-plugin',
    beforeInit(args) {
      const handler = args.origin.sharedHandler;
      if (patched.has(handler)) return args;
      patched.add(handler);
      let initScope: InitScope = [];
      const initializeSharing = handler.initializeSharing.bind(handler);
      handler.initializeSharing = (shareScopeName, extraOptions) =>
        initializeSharing(shareScopeName, extraOptions?.initScope ? extraOptions : { ...extraOptions, initScope });
      const initShareScopeMap = handler.initShareScopeMap.bind(handler);
      handler.initShareScopeMap = (...params) => {
        initScope = [];
        initShareScopeMap(...params);
      };
      return args;
    },
  };
}
