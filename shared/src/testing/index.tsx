import type { ReactElement } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '../api/api-client';
import { setApiClient } from '../api/base-api';
import { createMemoryRouter, Route, RouterProvider, Routes } from '../router';
import type { RemoteModule } from '../components/remote-routes';
import { toast } from '../feedback/toast';
import { MessagesScope } from '../i18n/intl';
import { es } from '../i18n/messages/es';
import { SharedProviders } from '../providers/shared-providers';
import { loggedIn, menuUpdated, privacyConsentDemanded, selectUser, selectToken } from '../store/session-slice';
import { createAppStore, type AppStore } from '../store/store';
import { MemoryStorage } from '../store/memory-storage';
import { testApiBase } from './msw';
import { testLogin, testMenu, type TestMenu, type TestSession } from './session';

export { MemoryStorage };
export { api, csrfHandler, failure, ok, page, recordRequests, setupApiServer, testApiBase, validationError } from './msw';
export { chooseOption } from './choose-option';
export { bodyFieldErrors } from './contract-body';
export { fakeResource, type FakeCall, type FakeResourceOptions } from './fake-resource';
export { onPhone } from './on-phone';
export { catalogHandlers, fakeCatalogHas, fakeCatalogs, fakeCatalogValue, fakeUniversities } from './fake-catalogs';
export { testLogin, testMenu, type TestFlags, type TestMenu, type TestSession } from './session';

/** A real store per test, over in-memory session storage. */
export function createTestStore() {
  return createAppStore({ persistSecret: 'test-secret', sessionStorage: new MemoryStorage() });
}

/**
 * Renders a screen inside the shared providers and a router at `route`: a data router, as the
 * shell's, so a screen may block a navigation (useBlocker) and a test may navigate
 * (`router.navigate('/elsewhere')`) as a link elsewhere on the page would. antd's styles are not
 * injected (`mock="server"`): jsdom matched every one of their selectors on each visibility
 * check and the suites ran ~10× slower. Visibility then comes from attributes and inline styles,
 * so a query inside an antd popup is scoped to that popup (see chooseOption).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', bundle = createTestStore() } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <StyleProvider mock="server">
      <SharedProviders bundle={bundle} motion={false}>
        <RouterProvider router={router} />
      </SharedProviders>
    </StyleProvider>,
  );
  return { ...result, bundle, router };
}

export interface RenderScreenOptions {
  /** The URL the screen opens at. */
  route?: string;
  /** The route pattern the screen is mounted on, for screens that read params (`/admin/catalogs/:type`). */
  path?: string;
  /** Signed in with this role and menu (flags by menu title); signed out when absent. */
  session?: TestSession;
  /** The app's own texts (a remote's message file). */
  messages?: Record<string, string>;
  /** A store already set up (`createSignedInStore`), e.g. holding reads started before the screen renders; `session` is then ignored. */
  bundle?: ReturnType<typeof createSignedInStore>;
}

/**
 * A real store of its own signed in with the test session (none: signed out), and an API client
 * on `testApiBase` (serve it with `setupApiServer`) whose failures toast as in the portal.
 */
export function createSignedInStore(session?: TestSession) {
  const bundle = createTestStore();
  const { store } = bundle;
  setApiClient(
    createApiClient({
      apiBase: testApiBase,
      getToken: () => selectToken(store.getState()),
      onPrivacyConsentRequired: () => store.dispatch(privacyConsentDemanded()),
      onErrorMessage: (message) => toast('warning', message),
      fallbackMessage: () => es['messages.api_error'],
    }),
  );
  if (session) store.dispatch(loggedIn(testLogin(session)));
  return bundle;
}

/**
 * Renders one screen the way the portal runs it: a real store of its own, signed in with the
 * test session, the shared providers, a router, and an API client on `testApiBase` (serve it with
 * `setupApiServer`) whose failures toast as in the portal. Returns `user` (user-event) and `store`.
 */
export function renderScreen(
  ui: ReactElement,
  { route = '/', path, session, messages = {}, bundle = createSignedInStore(session) }: RenderScreenOptions = {},
) {
  const { store } = bundle;
  // No pause between keystrokes: the screen sees the same events, the suite runs faster.
  const user = userEvent.setup({ delay: null });
  const screenUi = (
    <MessagesScope messages={messages}>
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      ) : (
        ui
      )}
    </MessagesScope>
  );
  return { ...renderWithProviders(screenUi, { route, bundle }), store, user };
}

/** What `role.updated` does to an open page: the session's menu becomes `menu`. */
export function changeMenu(store: AppStore, menu: TestMenu) {
  const role = selectUser(store.getState())?.role.name_ro ?? 'Administrador';
  store.dispatch(menuUpdated({ menu: testMenu(menu), name_ro: role }));
}

/**
 * A screen's own heading named `name`, once it is on screen: not the same title that stands in
 * for the screen while its code loads (ScreenLoading's busy section).
 */
export function findScreenHeading(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const heading = screen.queryAllByRole('heading', { name }).find((candidate) => !candidate.closest('section[aria-busy="true"]'));
    if (!heading) throw new Error(`The screen's heading "${name}" is not on screen yet`);
    return heading;
  });
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
