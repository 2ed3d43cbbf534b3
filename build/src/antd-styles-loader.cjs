/**
 * Makes an antd module import the styles of the class prefixes it asks for
 * (`getPrefixCls('btn')` → `import '<dir>/btn.css'`), from the split sheets of
 * antd-styles.ts. Its options come from there: the folder (`dir`), the sheets it holds
 * (`sheets`: `btn.css`, …; a prefix with none has its rules in base.css) and the pattern of a
 * prefix request (`pattern`, the source of `prefixRequest`). A module that asks for no prefix
 * with a sheet is left as it is. Plain JavaScript: the bundler loads loaders with Node's
 * require, not through the config's TypeScript loader.
 */
const path = require('node:path');

/** @this {{ getOptions(): { dir: string; sheets: string[]; pattern: string } }} @param {string} source */
module.exports = function antdStylesLoader(source) {
  const { dir, sheets, pattern } = this.getOptions();
  const imports = new Set();
  for (const [, prefix] of source.matchAll(new RegExp(pattern, 'g'))) {
    if (sheets.includes(`${prefix}.css`)) imports.add(path.join(dir, `${prefix}.css`));
  }
  if (imports.size === 0) return source;
  return `${[...imports].map((sheet) => `import ${JSON.stringify(sheet)};`).join('\n')}\n${source}`;
};
