import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import { createPortalTheme } from './shared/src/theme/theme';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const { withoutStyleGenerators } = require('./rspack.antd-zero-runtime-loader.cjs') as {
  withoutStyleGenerators: (source: string) => string;
};

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const styleHook = /\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;
const hookNames = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** Every antd module that calls a style hook, by path inside antd/es. */
const hookModules = readdirSync(antdEs, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => styleHook.test(readFileSync(path.join(antdEs, file), 'utf8')))
  .filter((file) => !file.startsWith(`theme${path.sep}util`));

interface Call {
  callee: string;
  args: string[];
}

/** The style-hook calls of a module, with each argument's source text. */
function hookCalls(source: string): Call[] {
  const calls: Call[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as acorn.Node & { callee?: acorn.Node & { name?: string }; arguments?: acorn.Node[] };
    if (n.type === 'CallExpression' && n.callee?.type === 'Identifier' && hookNames.has(n.callee.name!)) {
      calls.push({ callee: n.callee.name!, args: n.arguments!.map((arg) => source.slice(arg.start, arg.end)) });
    }
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && 'type' in value) visit(value);
    }
  };
  visit(acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  return calls;
}

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
