import { createRoot } from 'react-dom/client';
import { loadEnvConfig, setUpApp } from '@portal/shared';
import { App } from './app/app';
import { registerPortalRemotes } from './remotes/registry';

async function start() {
  const env = await loadEnvConfig();
  registerPortalRemotes(env);
  const bundle = setUpApp(env);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(<App bundle={bundle} productTitle={env.productTitle} />);
}

void start();
