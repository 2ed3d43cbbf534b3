import type { Configuration } from '@rspack/core';
import { createAppConfig, type BuildEnv } from '../rspack.config.base';
import { screenLeads } from './src/screen-leads';

const port = 3002;

export default (env: BuildEnv, argv: { mode?: Configuration['mode'] }) =>
  createAppConfig({
    name: 'remote_company',
    dir: __dirname,
    port,
    // `./dashboard`: the company's landing cards, loaded by the shell's home without the offers' screens.
    exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
    title: 'remote_company (standalone)',
    screenLeads,
    // On its dev server the remote is opened at deep links (/company/…) and loaded by the shell's
    // dev server: an absolute base serves both ('auto' made /admin/catalogs ask for
    // /admin/main.js). Built, it stays 'auto': chunks load from wherever it is deployed.
    publicPath: argv.mode === 'development' ? `http://localhost:${port}/` : undefined,
  })(env, argv);
