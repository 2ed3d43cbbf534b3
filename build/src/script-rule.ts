/**
 * How the apps' TypeScript is compiled (rspack's built-in SWC loader): for the browsers, by the
 * factory; for Node, by the shell's prerender, which must compile the same sources the same way.
 */
import type { RuleSetRule } from '@rspack/core';

/** The browsers the portal supports: scripts are compiled and style sheets minified for these. */
export const browserTargets = 'chrome >= 100, firefox >= 100, safari >= 15';

/**
 * The one way apps reach antd: `import { Button } from 'antd'` becomes
 * `import Button from 'antd/es/button'`, which is shared per component (see shared-modules.ts).
 * kebabCase turns `QRCode` into `qr-code`, antd's folder name.
 */
export const antdByComponent = [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}' }];

export interface ScriptRuleOptions {
  /** Browserslist query of the code's runtime (`browserTargets`, or `node 20` for a build step). */
  targets: string;
  /** React's development transform and Fast Refresh (the dev server). */
  development?: boolean;
}

/** The rule that compiles the apps' own .ts/.tsx/.js files (not node_modules). */
export function scriptRule({ targets, development = false }: ScriptRuleOptions): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: development } },
      },
      env: { targets },
      transformImport: antdByComponent,
    },
    type: 'javascript/auto',
  };
}
