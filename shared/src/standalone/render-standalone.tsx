import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '../router';
import { loadEnvConfig } from '../config/env-config';
import { setUpApp } from '../config/app-setup';
import { MessagesScope } from '../i18n/intl';
import { SharedProviders } from '../providers/shared-providers';
import type { RemoteModule } from '../components/remote-routes';
import { StandaloneApp } from './standalone-app';
import { standaloneMessages } from './standalone-messages';

/**
 * Runs a remote on its own (its team's dev server, `npm run dev -w <remote>`): a dev sign-in
 * against the API its dev server proxies (`/api` → :8080), then its screens inside the shared
 * providers with the real session and menu, and no shell.
 */
export async function renderStandalone(remote: RemoteModule, { name = 'remote', container = document.getElementById('root') } = {}) {
  if (!container) throw new Error('No #root element');
  const env = await loadEnvConfig();
  const bundle = setUpApp(env, { goHome: () => window.location.assign('/') });
  // A data router, as the shell's: screens may block leaving a form with unsaved changes.
  const router = createBrowserRouter([{ path: '*', element: <StandaloneApp remote={remote} name={name} apiBase={env.apiBase} /> }]);
  createRoot(container).render(
    <SharedProviders bundle={bundle}>
      <MessagesScope messages={standaloneMessages}>
        <RouterProvider router={router} />
      </MessagesScope>
    </SharedProviders>,
  );
}
