import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadEnvConfig, setUpApp } from '@portal/shared';
import { App } from './app/app';
import { takePrerenderedPage } from './app/prerendered';
import { createRouter, type PortalRouter } from './app/router';
import { registerPortalRemotes } from './remotes/registry';

/** Resolves once the first route's lazy code is in (React Router loads it on its own). */
function routerReady(router: PortalRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Resolves once the stored session has been read back. */
function sessionRead(persistor: ReturnType<typeof setUpApp>['persistor']): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  const env = await loadEnvConfig();
  registerPortalRemotes(env);
  const router = createRouter();
  const bundle = setUpApp(env, { goHome: () => void router.navigate('/') });
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // The stored session is read before the first render, so that render is the app's screen.
  // On a page the build prerendered, it replaces the page in one go: the route's code is in
  // before it too, so no loader shows between the two.
  const prerendered = takePrerenderedPage(container);
  await Promise.all([sessionRead(bundle.persistor), prerendered ? routerReady(router) : undefined]);
  // A transition: React renders the first screen in slices of a few milliseconds and lets the
  // browser answer in between, instead of one long task (seconds on a slow phone).
  const root = createRoot(container);
  startTransition(() => root.render(<App bundle={bundle} router={router} productTitle={env.productTitle} />));
}

void start();
