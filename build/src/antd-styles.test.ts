import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { antdPrefixes, antdStylesDir, splitAntdStyles } from './antd-styles';

const antdDir = path.dirname(require.resolve('antd/package.json'));
const antdCss = readFileSync(path.join(antdDir, 'dist/antd.css'), 'utf8');
const prefixes = antdPrefixes(path.join(antdDir, 'es'));
const topLevel = (css: string) => postcss.parse(css).nodes.map((node) => node.toString());

describe("antd's prebuilt styles split per component", () => {
  it('finds the prefixes antd asks for, the longer before the shorter that starts it', () => {
    expect(prefixes).toEqual(expect.arrayContaining(['btn', 'input', 'input-number', 'select', 'table', 'picker', 'menu']));
    expect(prefixes.indexOf('input-number')).toBeLessThan(prefixes.indexOf('input'));
  });

  it('puts each rule in the sheet of the component its selector starts with, keeping their order', () => {
    const css = [
      '.ant-btn{color:red}',
      '.ant-input-number{width:90px}',
      '.ant-input{border:0}',
      '@media (max-width:575px){.ant-btn-lg{height:40px}}',
      '.css-var-root{--ant-color-primary:#00a0dd}',
      '@keyframes antFadeIn{0%{opacity:0}}',
      'a{color:var(--ant-color-link)}',
      '.ant-btn-primary{color:white}',
    ].join('');
    const parts = splitAntdStyles(css, ['input-number', 'input', 'btn'], 0);
    expect(Object.fromEntries(parts)).toEqual({
      base: ['.css-var-root{--ant-color-primary:#00a0dd}', '@keyframes antFadeIn{0%{opacity:0}}', 'a{color:var(--ant-color-link)}'].join(
        '\n',
      ),
      btn: ['.ant-btn{color:red}', '@media (max-width:575px){.ant-btn-lg{height:40px}}', '.ant-btn-primary{color:white}'].join('\n'),
      'input-number': '.ant-input-number{width:90px}',
      input: '.ant-input{border:0}',
    });
  });

  it('keeps a component with too few rules for a request of its own in base, in order', () => {
    const css = 'a{color:blue}.ant-table{width:100%}.ant-flex{display:flex}.ant-table-cell{padding:8px}';
    expect(Object.fromEntries(splitAntdStyles(css, ['flex', 'table'], 30))).toEqual({
      base: 'a{color:blue}\n.ant-flex{display:flex}',
      table: '.ant-table{width:100%}\n.ant-table-cell{padding:8px}',
    });
  });

  it("loses and repeats none of antd's rules", () => {
    const parts = splitAntdStyles(antdCss, prefixes);
    const split = [...parts.values()].flatMap(topLevel);
    expect(split.sort()).toEqual(topLevel(antdCss).sort());
    // What every page needs is a fraction of the whole; the big components have sheets of their own.
    expect(parts.get('base')!.length).toBeLessThan(antdCss.length / 5);
    expect(parts.get('table')).toContain('.ant-table-wrapper');
    expect(parts.get('picker')).toContain('.ant-picker-dropdown');
    expect(parts.get('base')).toMatch(/\.css-var-[\w-]+\{--ant-/);
  });

  it('writes the sheets once into a folder of their own, which the build then reuses', () => {
    const dir = antdStylesDir();
    expect(readFileSync(path.join(dir, 'btn.css'), 'utf8')).toContain('.ant-btn');
    expect(readFileSync(path.join(dir, 'base.css'), 'utf8')).toContain('--ant-color-primary');
    expect(antdStylesDir()).toBe(dir);
  });
});
