import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../router';
import type { RemoteModule } from '../components/remote-routes';
import { SharedProviders } from '../providers/shared-providers';
import { createAppStore } from '../store/store';
import { MemoryStorage } from './memory-storage';

export { MemoryStorage };

/** A real store per test, over in-memory session storage. */
export function createTestStore() {
  return createAppStore({ persistSecret: 'test-secret', sessionStorage: new MemoryStorage() });
}

/** Renders a screen inside the shared providers and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', bundle = createTestStore() } = {}) {
  const result = render(
    <SharedProviders bundle={bundle}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </SharedProviders>,
  );
  return { ...result, bundle };
}

/** Mounts a remote's route tree the way the shell does (each area under `/{prefix}/*`). */
export function renderRemote(remote: RemoteModule, route: string) {
  const RemoteRoutes = remote.default;
  return renderWithProviders(
    <Routes>
      {remote.areas.map((area) => (
        <Route key={area.prefix} path={`${area.prefix}/*`} element={<RemoteRoutes area={area.prefix} />} />
      ))}
      <Route path="/404" element={<p>not found</p>} />
    </Routes>,
    { route },
  );
}
