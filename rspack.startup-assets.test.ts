import type { StatsChunk } from '@rspack/core';
import { startupFiles } from './rspack.startup-assets';

const entry = '/app/shell/src/index.ts';

/** A chunk of the stats as the build reports it: its files, where it is loaded from, the consume modules it holds. */
const chunk = (files: string[], origins: Array<{ moduleIdentifier: string; request?: string }>, consumes: string[] = []): StatsChunk =>
  ({
    files,
    origins: origins.map(({ moduleIdentifier, request = '' }) => ({ moduleIdentifier, request })),
    modules: consumes.map((key) => ({ identifier: `consume shared module (default) ${key} (strict) (fallback: /app/node_modules/x.js)` })),
  }) as unknown as StatsChunk;
const provided = (key: string) => ({ moduleIdentifier: `provide shared module (default) ${key} = /app/node_modules/${key}.js` });

describe('the start-up’s files (startup-assets.json)', () => {
  const chunks = [
    chunk(
      ['bootstrap.js', 'bootstrap.css'],
      [{ moduleIdentifier: `builtin:swc-loader!${entry}`, request: './bootstrap' }],
      ['react-dom/client@^19.0.0', '@portal/shared/router@>=0.1.0'],
    ),
    // Consumed by the bootstrap: what the shell provides under those keys.
    chunk(['react-dom.js'], [provided('react-dom/client@19.3.1'), provided('react-dom@19.3.1')], ['react@^19.0.0']),
    chunk(['router.js'], [provided('@portal/shared/router@0.1.0')]),
    // Consumed by react-dom's chunk, not by the bootstrap itself.
    chunk(['react.js'], [provided('react@19.3.1')]),
    // A route's lazy code, and a shared module only that route consumes.
    chunk(
      ['settings.js'],
      [{ moduleIdentifier: '/app/shell/src/layouts/default-layout.tsx', request: './settings-drawer' }],
      ['antd/es/drawer@^6.0.0'],
    ),
    chunk(['drawer.js', 'drawer.css'], [provided('antd/es/drawer@6.6.8')]),
  ];

  it('are the bootstrap’s chunks and those of the shared modules they consume, however deep', () => {
    expect(startupFiles(chunks, /[\\/]src[\\/]index\.ts$/, './bootstrap').sort()).toEqual(
      ['bootstrap.css', 'bootstrap.js', 'react-dom.js', 'react.js', 'router.js'].sort(),
    );
  });

  it('leave out what a route loads later and files that are neither scripts nor style sheets', () => {
    const withMap = chunks.map((one, index) =>
      index === 0 ? ({ ...one, files: [...one.files!, 'bootstrap.js.map'] } as StatsChunk) : one,
    );
    const files = startupFiles(withMap, /[\\/]src[\\/]index\.ts$/, './bootstrap');
    expect(files).not.toContain('settings.js');
    expect(files).not.toContain('drawer.js');
    expect(files).not.toContain('bootstrap.js.map');
  });
});
