/**
 * Makes an antd module import the styles of the class prefixes it asks for
 * (`getPrefixCls('btn')` → `import '<dir>/btn.css'`), from the split sheets of
 * rspack.antd-styles.ts (`options.dir`). A module that asks for none is left as it is.
 * Plain JavaScript: the bundler loads loaders with Node's require, not through the config's
 * TypeScript loader.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

const prefixRequest = /getPrefixCls\(['"]([a-z][a-z0-9-]*)['"]/g;

/** @this {{ getOptions(): { dir: string } }} @param {string} source */
module.exports = function antdStylesLoader(source) {
  const { dir } = this.getOptions();
  const sheets = new Set();
  for (const [, prefix] of source.matchAll(prefixRequest)) {
    const sheet = path.join(dir, `${prefix}.css`);
    if (existsSync(sheet)) sheets.add(sheet);
  }
  if (sheets.size === 0) return source;
  return `${[...sheets].map((sheet) => `import ${JSON.stringify(sheet)};`).join('\n')}\n${source}`;
};
