import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  publicPath: '/',
  // Remotes are registered at run time from /env-config.json (see src/remotes/registry.ts).
  remotes: {},
  headScripts: ['theme-init.js'],
});
