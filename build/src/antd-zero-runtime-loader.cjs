/**
 * Takes the style generators out of antd's style hooks. The portal's theme runs antd in
 * zero-runtime mode (shared/src/theme/theme.ts): each component's styles come prebuilt
 * (antd-styles.ts) and a style hook returns before it would call its generator — the
 * function that builds the component's CSS-in-JS rules from the tokens. The generators were
 * still bundled (on /company/my-offers ~60 KiB gzip of the first load was antd's `style`
 * modules) because every hook names one: `genStyleHooks('Button', token => [...], prepareComponentToken, …)`.
 *
 * This loader gives each such call (`genStyleHooks`, `genComponentStyleHook`,
 * `genSubStyleComponent`) an empty generator in place of its second argument, so the bundler
 * drops the rules and what only they use. The rest of the call stays: the component tokens
 * (`prepareComponentToken`), from which antd sets the CSS variables of the brand colour, dark
 * mode and the skins at run time, and the options. Plain JavaScript: the bundler loads loaders
 * with Node's require.
 */
const acorn = require('acorn');

const styleHooks = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const mentionsAHook = /\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;

/** An empty generator: what a hook would inject if zero-runtime mode were ever off is nothing. */
const noStyles = '() => []';

/** The style-hook calls (`CallExpression` nodes) in the tree `node`, outermost first. */
function styleHookCalls(node, calls = []) {
  if (!node || typeof node.type !== 'string') return calls;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && styleHooks.has(node.callee.name)) calls.push(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) styleHookCalls(child, calls);
    else if (value && typeof value === 'object' && typeof value.type === 'string') styleHookCalls(value, calls);
  }
  return calls;
}

const parse = (source) => acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });

/** `source` with every style hook's generator replaced by an empty one. */
function withoutStyleGenerators(source) {
  if (!mentionsAHook.test(source)) return source;
  const generators = styleHookCalls(parse(source))
    .filter((call) => call.arguments.length >= 2)
    .map((call) => call.arguments[1])
    .sort((a, b) => a.start - b.start);
  let result = '';
  let at = 0;
  for (const { start, end } of generators) {
    // A generator inside one already replaced goes with it.
    if (start < at) continue;
    result += source.slice(at, start) + noStyles;
    at = end;
  }
  return result + source.slice(at);
}

/** @param {string} source */
module.exports = function antdZeroRuntimeLoader(source) {
  return withoutStyleGenerators(source);
};
module.exports.withoutStyleGenerators = withoutStyleGenerators;
// For its test: which modules and calls it looks at.
module.exports.mentionsAHook = mentionsAHook;
module.exports.styleHookCalls = (source) => styleHookCalls(parse(source));
