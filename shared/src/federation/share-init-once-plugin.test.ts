import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import shareInitOncePlugin from './share-init-once-plugin';

const names = Array.from({ length: 30 }, (_, index) => `lib-${index}`);

/** An app sharing 30 modules, counting how often the runtime registers one of them. */
function app(name: string, plugins: ModuleFederationRuntimePlugin[]) {
  const counted = { registrations: 0 };
  const counter: ModuleFederationRuntimePlugin = {
    name: 'registration-counter',
    afterRegisterShare(args) {
      counted.registrations += 1;
      return args;
    },
  };
  const instance = new ModuleFederation({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      names.map((lib) => [
        lib,
        {
          version: '1.0.0',
          get: () => Promise.resolve(() => ({ lib, from: name })),
          shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
        },
      ]),
    ),
    plugins: [...plugins, counter],
  });
  return { instance, counted };
}

async function loadAll(instance: ModuleFederation) {
  const factories = await Promise.all(names.map((lib) => instance.loadShare<{ lib: string; from: string }>(lib)));
  return factories.map((factory) => (factory ? factory() : undefined));
}

describe('shareInitOncePlugin', () => {
  it('walks the share table once for all the modules an app loads, and every module still loads', async () => {
    const plain = app('app-plain', []);
    const once = app('app-once', [shareInitOncePlugin()]);

    const [plainModules, onceModules] = [await loadAll(plain.instance), await loadAll(once.instance)];

    expect(onceModules).toEqual(names.map((lib) => ({ lib, from: 'app-once' })));
    expect(plainModules).toEqual(names.map((lib) => ({ lib, from: 'app-plain' })));
    // Registered when the app starts and once more on its first load: 2 × 30; without the plugin
    // once more per module loaded (30 + 30 × 30).
    expect(once.counted.registrations).toBe(2 * names.length);
    expect(plain.counted.registrations).toBe(names.length * (names.length + 1));
  });

  it("offers all of an app's modules again in a scope map handed over by its host", async () => {
    const remote = app('remote-handover', [shareInitOncePlugin()]);
    await loadAll(remote.instance);

    const hostScope: Record<string, Record<string, Record<string, unknown>>> = { default: {} };
    remote.instance.initShareScopeMap('default', hostScope.default as never);
    const factory = await remote.instance.loadShare<{ lib: string; from: string }>('lib-0');

    expect(factory && factory()).toEqual({ lib: 'lib-0', from: 'remote-handover' });
    // All of them offered in the host's map, as the runtime does without the plugin, not only the one loaded.
    expect(Object.keys(hostScope.default!).sort()).toEqual([...names].sort());
  });
});
