import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'remote_cv',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
  title: 'remote_cv (standalone)',
});
