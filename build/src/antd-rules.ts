/**
 * The rules for antd's own modules: its building blocks declared free of side effects, and each
 * component module given its split style sheets (antd-styles.ts) and stripped of its CSS-in-JS
 * generators (antd-zero-runtime-loader.cjs).
 */
import { readdirSync } from 'node:fs';
import type { RuleSetRule } from '@rspack/core';
import { prefixRequest } from './antd-styles';

/** `stylesDir`: the folder of the split sheets (`antdStylesDir()`). */
export function antdModuleRules(stylesDir: string): RuleSetRule[] {
  return [
    {
      // antd's building blocks are pure modules but do not say so in their package.json;
      // declaring it lets the bundler drop the parts of each package a component never uses.
      test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/,
      sideEffects: false,
    },
    {
      test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/,
      use: [
        {
          loader: require.resolve('./antd-styles-loader.cjs'),
          options: { dir: stylesDir, sheets: readdirSync(stylesDir), pattern: prefixRequest.source },
        },
        // Zero-runtime mode never calls the style hooks' generators: leave them out.
        { loader: require.resolve('./antd-zero-runtime-loader.cjs') },
      ],
    },
  ];
}
