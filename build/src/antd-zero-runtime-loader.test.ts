import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CallExpression } from 'acorn';
import { createPortalTheme } from '../../shared/src/theme/theme';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const loader = require('./antd-zero-runtime-loader.cjs') as {
  withoutStyleGenerators: (source: string) => string;
  mentionsAHook: RegExp;
  styleHookCalls: (source: string) => CallExpression[];
};
const { withoutStyleGenerators, mentionsAHook } = loader;

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

/** Every antd module that calls a style hook, by path inside antd/es. */
const hookModules = readdirSync(antdEs, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => mentionsAHook.test(readFileSync(path.join(antdEs, file), 'utf8')))
  .filter((file) => !file.startsWith(`theme${path.sep}util`));

/** The style-hook calls of a module, each with its arguments' source text. */
const hookCalls = (source: string) =>
  loader.styleHookCalls(source).map((call) => ({
    callee: (call.callee as { name: string }).name,
    args: call.arguments.map((arg) => source.slice(arg.start, arg.end)),
  }));

describe("antd's style hooks without their style generators", () => {
  it('is safe only because every theme the portal makes runs antd in zero-runtime mode', () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const skin of ['default', 'bordered'] as const) {
        expect(createPortalTheme({ theme, skin })).toMatchObject({ zeroRuntime: true });
      }
    }
  });

  it("keeps Button's hook, its component tokens and options, with an empty generator", () => {
    const source = readFileSync(path.join(antdEs, 'button/style/index.js'), 'utf8');
    const [before] = hookCalls(source);
    const [after] = hookCalls(withoutStyleGenerators(source));
    expect(before!.args[1]).toContain('genSharedButtonStyle');
    expect(after).toEqual({ callee: 'genStyleHooks', args: ["'Button'", '() => []', 'prepareComponentToken', before!.args[3]] });
  });

  it('empties the generator of every style hook in antd, and changes nothing else of the call', () => {
    // antd 6 has over 80 such modules; a version that renames the hooks would leave this list short.
    expect(hookModules.length).toBeGreaterThan(60);
    for (const file of hookModules) {
      const source = readFileSync(path.join(antdEs, file), 'utf8');
      const before = hookCalls(source);
      const after = hookCalls(withoutStyleGenerators(source));
      // The module mentions a hook, so the finder must see at least one call in it.
      expect({ file, found: before.length > 0 }).toEqual({ file, found: true });
      expect({ file, calls: after }).toEqual({
        file,
        calls: before.map(({ callee, args }) => ({ callee, args: [args[0], '() => []', ...args.slice(2)] })),
      });
    }
  });

  it('leaves a module without a style hook as it is', () => {
    const source = readFileSync(path.join(antdEs, 'button/Button.js'), 'utf8');
    expect(withoutStyleGenerators(source)).toBe(source);
  });
});
