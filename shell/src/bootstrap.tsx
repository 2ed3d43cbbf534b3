import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadEnvConfig, setUpApp } from '@portal/shared';
import { App } from './app/app';
import { takePrerenderedPage, takeSignedInFrame } from './common/prerendered';
import { createRouter } from './app/router';
import { preloadRouteRemote } from './remotes/preload-route-remote';
import { registerPortalRemotes } from './remotes/registry';

/** Resolves once `done()` holds, checked now and on every change `subscribe` reports. */
function when(subscribe: (listener: () => void) => () => void, done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = subscribe(() => {
      if (!done()) return;
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
  // The signed-in frame (the server's first paint of a signed-in page) is replaced the same way.
  const prerendered = takePrerenderedPage(container) || takeSignedInFrame(container);
  const { persistor } = bundle;
  await Promise.all([
    // The stored session read back.
    when(persistor.subscribe, () => persistor.getState().bootstrapped),
    // The first route's lazy code in (React Router loads it on its own).
    prerendered
      ? when(
          (listener) => router.subscribe(listener),
          () => router.state.initialized,
        )
      : undefined,
  ]);
  preloadRouteRemote(bundle.store, window.location);
  // A transition: React renders the first screen in slices of a few milliseconds and lets the
  // browser answer in between, instead of one long task (seconds on a slow phone).
  const root = createRoot(container);
  startTransition(() => root.render(<App bundle={bundle} router={router} productTitle={env.productTitle} />));
}

void start();
