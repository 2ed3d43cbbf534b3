import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '../router';
import { FormattedMessage } from 'react-intl';
import { loadEnvConfig } from '../config/env-config';
import { setUpApp } from '../config/app-setup';
import { SharedProviders } from '../providers/shared-providers';
import type { RemoteModule } from '../components/remote-routes';

/**
 * Runs a remote on its own (its team's dev server): its areas inside the shared providers,
 * with an index of its screens, and no shell.
 */
export async function renderStandalone(remote: RemoteModule, container = document.getElementById('root')) {
  if (!container) throw new Error('No #root element');
  const bundle = setUpApp(await loadEnvConfig(), { goHome: () => window.location.assign('/') });
  const RemoteRoutes = remote.default;
  createRoot(container).render(
    <SharedProviders bundle={bundle}>
      <BrowserRouter>
        <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
          <Routes>
            <Route
              index
              element={
                <ul>
                  {remote.areas.flatMap((area) =>
                    area.routes.map((route) => {
                      const href = `/${area.prefix}${route.path ? `/${route.path}` : ''}`;
                      return (
                        <li key={href}>
                          <Link to={href}>
                            <FormattedMessage id={route.title} />
                          </Link>
                        </li>
                      );
                    }),
                  )}
                </ul>
              }
            />
            {remote.areas.map((area) => (
              <Route key={area.prefix} path={`${area.prefix}/*`} element={<RemoteRoutes area={area.prefix} />} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </SharedProviders>,
  );
}
