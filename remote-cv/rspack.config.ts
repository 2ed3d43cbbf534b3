import type { Configuration } from '@rspack/core';
import { createAppConfig, type BuildEnv } from '../rspack.config.base';
import { screenLeads } from './src/screen-leads';

const port = 3001;

export default (env: BuildEnv, argv: { mode?: Configuration['mode'] }) =>
  createAppConfig({
    name: 'remote_cv',
    dir: __dirname,
    port,
    // `./dashboard`: the student's landing card, loaded by the shell's home without the CV screens.
    exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
    title: 'remote_cv (standalone)',
    screenLeads,
    // On its dev server the remote is opened at deep links (/CV/…) and loaded by the shell's
    // dev server: an absolute base serves both ('auto' made /admin/catalogs ask for
    // /admin/main.js). Built, it stays 'auto': chunks load from wherever it is deployed.
    publicPath: argv.mode === 'development' ? `http://localhost:${port}/` : undefined,
  })(env, argv);
