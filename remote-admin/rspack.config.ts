import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'remote_admin',
  dir: __dirname,
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  title: 'remote_admin (standalone)',
});
