import { pruneCssVariables } from './prune-css-variables';

// antd's extracted theme (minified, both themes), a rule the page keeps, and one of antd's
// malformed rules, which must reach the browser as it was.
const css = [
  '.css-var-x{--ant-color-primary:#00a0dd;--ant-color-link:var(--ant-color-primary);--ant-color-error:#ff4d4f;--ant-margin:16px}',
  "html[data-theme='dark'] .css-var-x{--ant-color-primary:#0085b8;--ant-color-error:#dc4446}",
  '.ant-btn{color:var(--ant-color-link);--ant-btn-gap:8px;gap:var(--ant-btn-gap)}',
  '.ant-unused{--ant-unused-only:1px}',
  '.anticon >*line-height:1;}.anticon svg{display:inline-block}',
].join('');

test('keeps the variables the page reads, directly or through another variable, in both themes, and drops the rest', () => {
  const pruned = pruneCssVariables(css, '<main style="margin:var(--ant-margin)"></main>');

  expect(pruned).toBe(
    [
      '.css-var-x{--ant-color-primary:#00a0dd;--ant-color-link:var(--ant-color-primary);--ant-margin:16px}',
      "html[data-theme='dark'] .css-var-x{--ant-color-primary:#0085b8;}",
      '.ant-btn{color:var(--ant-color-link);--ant-btn-gap:8px;gap:var(--ant-btn-gap)}',
      '.anticon >*line-height:1;}.anticon svg{display:inline-block}',
    ].join(''),
  );
});

test('a variable only the document reads is kept; without that reader it goes', () => {
  expect(pruneCssVariables(css, '')).not.toContain('--ant-margin');
  expect(pruneCssVariables(css, '<div style="padding:var( --ant-margin)">')).toContain('--ant-margin:16px');
});
