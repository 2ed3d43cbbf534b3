import { createRoot } from 'react-dom/client';
import { loadEnvConfig, setUpApp } from '@portal/shared';
import { App } from './app/app';
import { createRouter } from './app/router';
import { registerPortalRemotes } from './remotes/registry';

async function start() {
  const env = await loadEnvConfig();
  registerPortalRemotes(env);
  const router = createRouter();
  const bundle = setUpApp(env, { goHome: () => void router.navigate('/') });
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(<App bundle={bundle} router={router} productTitle={env.productTitle} />);
}

void start();
