/**
 * antd's prebuilt styles, one sheet per component (issue 14/17: a page brings the styles of the
 * components it shows, not all of antd's).
 *
 * The portal renders antd in zero-runtime mode: its styles come from the prebuilt
 * `antd/dist/antd.css` (984 KB, 107 KB gzip, every component) instead of being generated in the
 * browser. Here that sheet is split by the component each rule belongs to — the `ant-` class its
 * selector starts with, matched to the prefixes antd's own modules ask for
 * (`getPrefixCls('btn')`) — into `<prefix>.css` files, in the sheet's order, plus `base.css` for
 * everything that belongs to no component (the theme's variables, links, icons, motions).
 * `antd-styles-loader.cjs` then makes each antd module import the sheets of the prefixes it
 * asks for, so a component's styles travel with its code, shared or not; `base.css` comes with
 * the shared providers. Styles can only move, never go missing: a rule matched to no prefix stays
 * in base.css, and splitting drops or repeats none (antd-styles.test.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode } from 'postcss';
import { repoRoot } from './repo-root';

/** The request that stands for the generated folder (`@portal/antd-styles/base.css`). */
export const antdStylesAlias = '@portal/antd-styles';

/**
 * A prefix antd's modules ask their class names for: `getPrefixCls('input-number')`. Also the
 * loader's (antd-styles-loader.cjs), which gets its source in its options.
 */
export const prefixRequest = /getPrefixCls\(['"]([a-z][a-z0-9-]*)['"]/g;

/** The prefixes antd's ES modules ask for, longest first (so `input-number` wins over `input`). */
export function antdPrefixes(esDir: string): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) for (const [, prefix] of readFileSync(file, 'utf8').matchAll(prefixRequest)) found.add(prefix!);
    }
  };
  walk(esDir);
  return [...found].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/** The prefix a selector belongs to: that of its first `ant-` class, or none. */
function prefixOf(selector: string, prefixes: readonly string[]): string | undefined {
  const first = /\.ant-([a-z][a-z0-9-]*)/.exec(selector)?.[1];
  if (!first) return undefined;
  return prefixes.find((prefix) => first === prefix || first.startsWith(`${prefix}-`));
}

/** The first selector inside an at-rule (`@media`, `@supports`), which decides where it goes. */
function firstSelector(node: ChildNode): string | undefined {
  if (node.type === 'rule') return node.selector;
  if (node.type !== 'atrule' || node.name === 'keyframes') return undefined;
  let found: string | undefined;
  node.walkRules((rule) => {
    found ??= rule.selector;
  });
  return found;
}

/**
 * A prefix's rules get a sheet of their own from this size on; smaller ones stay in base.css. A
 * sheet is a request of its own (the page loads it beside its component's code): for a few
 * hundred bytes of rules that costs more than it saves.
 */
export const minSheetBytes = 5 * 1024;

/**
 * antd's sheet split by prefix, each part in the sheet's order; what has no prefix, or too few
 * rules for a sheet of its own (`minSheetBytes`), is `base`, also in the sheet's order.
 */
export function splitAntdStyles(css: string, prefixes: readonly string[], minBytes = minSheetBytes): Map<string, string> {
  const nodes = postcss.parse(css).nodes.map((node) => {
    const selector = firstSelector(node);
    return { key: (selector && prefixOf(selector, prefixes)) || 'base', text: node.toString() };
  });
  const sizes = new Map<string, number>();
  for (const { key, text } of nodes) sizes.set(key, (sizes.get(key) ?? 0) + text.length);
  const parts = new Map<string, string[]>([['base', []]]);
  for (const { key, text } of nodes) {
    const sheet = sizes.get(key)! >= minBytes ? key : 'base';
    const part = parts.get(sheet) ?? [];
    part.push(text);
    parts.set(sheet, part);
  }
  return new Map([...parts].map(([key, texts]) => [key, texts.join('\n')]));
}

/**
 * The folder of the split sheets for the installed antd, made on first use (its name carries
 * antd's version and a hash of the sheet and of this file, so an upgrade makes a new one). Safe
 * when two builds race: each writes a folder of its own and the first to finish is kept.
 */
export function antdStylesDir(rootDir: string = repoRoot): string {
  const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [rootDir] }));
  const css = readFileSync(path.join(antdDir, 'dist/antd.css'), 'utf8');
  const { version } = JSON.parse(readFileSync(path.join(antdDir, 'package.json'), 'utf8')) as { version: string };
  // This file's own text too: a change to the split makes a new folder.
  const hash = createHash('sha256').update(css).update(readFileSync(__filename)).digest('hex').slice(0, 10);
  const dir = path.join(rootDir, 'node_modules/.cache/portal-antd-styles', `${version}-${hash}`);
  if (existsSync(path.join(dir, 'base.css'))) return dir;

  const parts = splitAntdStyles(css, antdPrefixes(path.join(antdDir, 'es')));
  const draft = `${dir}.${process.pid}`;
  mkdirSync(draft, { recursive: true });
  for (const [key, text] of parts) writeFileSync(path.join(draft, `${key}.css`), text);
  try {
    renameSync(draft, dir);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    if (!existsSync(path.join(dir, 'base.css'))) throw error;
  }
  return dir;
}
