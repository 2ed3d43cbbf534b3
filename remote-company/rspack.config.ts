import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  name: 'remote_company',
  dir: __dirname,
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  title: 'remote_company (standalone)',
});
