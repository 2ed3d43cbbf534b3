import type { Configuration } from '@rspack/core';
import { createAppConfig, type BuildEnv } from '../rspack.config.base';
import { screenLeads } from './src/screen-leads';

const port = 3003;

export default (env: BuildEnv, argv: { mode?: Configuration['mode'] }) =>
  createAppConfig({
    name: 'remote_admin',
    dir: __dirname,
    port,
    exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
    title: 'remote_admin (standalone)',
    screenLeads,
    // On its dev server the remote is opened at deep links (/admin/…) and loaded by the shell's
    // dev server: an absolute base serves both ('auto' made /admin/catalogs ask for
    // /admin/main.js). Built, it stays 'auto': chunks load from wherever it is deployed.
    publicPath: argv.mode === 'development' ? `http://localhost:${port}/` : undefined,
  })(env, argv);
