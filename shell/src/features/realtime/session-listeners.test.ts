import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  createApiClient,
  loggedIn,
  loggedOut,
  realtimeEventReceived,
  selectIsLoggedIn,
  selectMenu,
  selectUser,
  setApiClient,
  type MenuItem,
} from '@portal/shared';
import { createTestStore } from '@portal/shared/testing';
import { waitFor } from '@testing-library/react';
import { refreshSession } from '../../common/auth-thunks';
import { sessionListeners } from './session-listeners';

const api = 'http://localhost/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const menuItem = (title: string, d: boolean): MenuItem => ({
  id: 1,
  name: title,
  title,
  path: `/admin/${title}`,
  icon: null,
  permissions: { c: true, u: true, d, x: false },
  children: [],
});
const admin = { id_us: 7, name_us: 'Ana Admin', role: { id_ro: 1, name_ro: 'Administrador' } };

/** A real store with a session and the shell's listeners, and what they asked the shell to do. */
function liveSession({ tokenSurvives = false } = {}) {
  const { store } = createTestStore();
  store.dispatch(loggedIn({ token: 't', user: admin, menu: [menuItem('catalogs', true)] }));
  const calls = { home: 0, reloads: 0, checks: 0 };
  const options = {
    goHome: () => void calls.home++,
    reloadSession: () => void calls.reloads++,
    // Counted once the answer is on its way, as the server's answer would be: by then the
    // listener only has its own reaction left to run.
    sessionSurvives: async () => {
      await Promise.resolve();
      calls.checks += 1;
      return tokenSurvives;
    },
  };
  for (const listener of sessionListeners(options)) {
    store.dispatch(listener);
  }
  return { store, calls };
}

describe('the session follows the socket through store actions', () => {
  it('role.updated replaces the menu and the role name', () => {
    const { store } = liveSession();
    store.dispatch(
      realtimeEventReceived({
        channel: 'roles.1',
        event: 'role.updated',
        payload: { role: { id_ro: 1, name_ro: 'Administración' }, menu: [menuItem('catalogs', false)] },
      }),
    );
    expect(selectMenu(store.getState())[0]?.permissions.d).toBe(false);
    expect(selectUser(store.getState())?.role.name_ro).toBe('Administración');
  });

  it('user.updated replaces the user, and a new role reloads the session', () => {
    const { store, calls } = liveSession();
    store.dispatch(
      realtimeEventReceived({
        channel: 'users.7',
        event: 'user.updated',
        payload: { user: { ...admin, name_us: 'Ana B.' }, status: 'activo', signed_out: false },
      }),
    );
    expect(selectUser(store.getState())?.name_us).toBe('Ana B.');
    expect(calls.reloads).toBe(0);

    const student = { ...admin, role: { id_ro: 3, name_ro: 'Estudiante' } };
    store.dispatch(
      realtimeEventReceived({ channel: 'users.7', event: 'user.updated', payload: { user: student, status: 'activo', signed_out: false } }),
    );
    expect(calls.reloads).toBe(1);
  });

  it('a signed-out user.updated ends the session and goes home', () => {
    const { store, calls } = liveSession();
    store.dispatch(
      realtimeEventReceived({ channel: 'users.7', event: 'user.updated', payload: { user: null, status: 'inactivo', signed_out: true } }),
    );
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(calls.home).toBe(1);
    expect(calls.checks).toBe(0);
  });

  it('after a password change, the page whose token was revoked ends its session', async () => {
    const { store, calls } = liveSession({ tokenSurvives: false });
    store.dispatch(
      realtimeEventReceived({ channel: 'users.7', event: 'user.updated', payload: { user: admin, status: 'activo', signed_out: true } }),
    );
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
    expect(calls.home).toBe(1);
  });

  it('after a password change, the page that made it stays signed in', async () => {
    const { store, calls } = liveSession({ tokenSurvives: true });
    store.dispatch(
      realtimeEventReceived({ channel: 'users.7', event: 'user.updated', payload: { user: admin, status: 'activo', signed_out: true } }),
    );
    await waitFor(() => expect(calls.checks).toBe(1));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(calls.home).toBe(0);
  });

  /** A signed-in page wired as the shell wires it (app.tsx): its reloads call GET user/me, answered by `me`. */
  function pageReadingTheServer(me: () => Response) {
    const { store } = createTestStore();
    store.dispatch(loggedIn({ token: 't', user: admin, menu: [menuItem('catalogs', true)] }));
    setApiClient(createApiClient({ apiBase: api, getToken: () => 't', onUnauthorized: () => store.dispatch(loggedOut()) }));
    const reads = { count: 0 };
    server.use(
      http.get(`${api}/user/me`, () => {
        reads.count += 1;
        return me();
      }),
    );
    const listeners = sessionListeners({
      goHome: () => undefined,
      reloadSession: (dispatch) => void dispatch(refreshSession()),
      sessionSurvives: async () => true,
    });
    for (const listener of listeners) store.dispatch(listener);
    store.dispatch(realtimeEventReceived({ channel: 'users.7', event: 'session.refresh', payload: {} }));
    return { store, reads };
  }

  it('session.refresh (events may have been missed) re-reads user and menu from the server', async () => {
    // What changed while the page's events were lost: a new name, a menu without deletion and one item more.
    const { store, reads } = pageReadingTheServer(() =>
      HttpResponse.json({
        message: 'OK',
        data: { user: { ...admin, name_us: 'Ana Cambiada' }, menu: [menuItem('catalogs', false), menuItem('roles', true)] },
      }),
    );
    await waitFor(() => expect(selectUser(store.getState())?.name_us).toBe('Ana Cambiada'));
    expect(selectMenu(store.getState()).map((item) => [item.name, item.permissions.d])).toEqual([
      ['catalogs', false],
      ['roles', true],
    ]);
    expect(reads.count).toBe(1);
  });

  it('session.refresh signs out a page whose token was revoked while its events were lost', async () => {
    const { store } = pageReadingTheServer(() => HttpResponse.json({ message: 'No autenticado.' }, { status: 401 }));
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(false));
  });

  it('an event nobody listens for changes nothing', () => {
    const { store } = liveSession();
    const before = store.getState().session;
    store.dispatch(realtimeEventReceived({ channel: 'users.7', event: 'offer.updated', payload: { id: 3 } }));
    expect(store.getState().session).toBe(before);
  });
});
