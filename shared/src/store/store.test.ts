import { createSlice } from '@reduxjs/toolkit';
import { MemoryStorage } from './memory-storage';
import { loggedIn, menuUpdated, selectToken, userUpdated } from './session-slice';
import { createAppStore } from './store';
import { sessionPersistKey } from './persisted-session';

const login = {
  token: 'plain-token-6f1d2c9a8b7e',
  user: { id_us: 7, name_us: 'Ana María de la Torre', role: { id_ro: 3, name_ro: 'Estudiante' } },
  menu: [],
};

type Bundle = ReturnType<typeof createAppStore>;

/** Resolves once redux-persist has read storage (it writes nothing before that). */
const rehydrated = (bundle: Bundle) =>
  new Promise<void>((resolve) => {
    const check = () => (bundle.persistor.getState().bootstrapped ? resolve() : setTimeout(check, 5));
    check();
  });

const flush = async (bundle: Bundle) => {
  await bundle.persistor.flush();
};

describe('the one store', () => {
  it('takes a slice injected by a remote into the same store', () => {
    const bundle = createAppStore({ persistSecret: 's', sessionStorage: new MemoryStorage() });
    const cvSlice = createSlice({
      name: 'cv',
      initialState: { completed: 0 },
      reducers: { sectionCompleted: (state) => void (state.completed += 1) },
      selectors: { selectCompleted: (state) => state.completed },
    });

    const injected = cvSlice.injectInto(bundle.rootReducer);
    bundle.store.dispatch(injected.actions.sectionCompleted());

    const state = bundle.store.getState() as unknown as Record<string, unknown>;
    expect(state.cv).toEqual({ completed: 1 });
    expect(injected.selectors.selectCompleted(bundle.store.getState() as never)).toBe(1);
    // The shell's own state lives in the same store.
    expect(state).toHaveProperty('session');
  });
});

describe('the persisted session', () => {
  it('is stored encrypted in session storage: the plain token never appears', async () => {
    const storage = new MemoryStorage();
    const bundle = createAppStore({ persistSecret: 'test-secret', sessionStorage: storage });
    await rehydrated(bundle);
    bundle.store.dispatch(loggedIn(login));
    await flush(bundle);

    const stored = storage.getItem(`persist:${sessionPersistKey}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain(login.token);
    expect(stored).not.toContain('Ana María');
    expect(stored).not.toContain('Estudiante');
  });

  it('is restored after a reload with the same key', async () => {
    const storage = new MemoryStorage();
    const first = createAppStore({ persistSecret: 'test-secret', sessionStorage: storage });
    await rehydrated(first);
    first.store.dispatch(loggedIn(login));
    await flush(first);

    const reloaded = createAppStore({ persistSecret: 'test-secret', sessionStorage: storage });
    await rehydrated(reloaded);
    expect(selectToken(reloaded.store.getState())).toBe(login.token);
  });
});

describe('the session the server confirms after a reload', () => {
  const menu = [{ id: 1, title: 'Hoja de vida', path: '/CV/basic', icon: 'file', children: [] }];
  /** As the API client hands it over: parsed from the answer's JSON. */
  const fromServer = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const signedIn = async () => {
    const bundle = createAppStore({ persistSecret: 's', sessionStorage: new MemoryStorage() });
    await rehydrated(bundle);
    bundle.store.dispatch(loggedIn({ ...login, menu: menu as never }));
    return bundle.store;
  };

  it('keeps the stored user and menu when the server says the same, so nothing reading them renders again', async () => {
    const store = await signedIn();
    const before = store.getState().session;
    store.dispatch(userUpdated(fromServer(login.user)));
    store.dispatch(menuUpdated({ menu: fromServer(menu) as never, name_ro: 'Estudiante' }));

    expect(store.getState().session).toBe(before);
  });

  it('takes what changed: a new name, a new menu entry, a renamed role', async () => {
    const store = await signedIn();
    const grown = [...menu, { id: 2, title: 'Ofertas', path: '/offers', icon: 'briefcase', children: [] }];
    store.dispatch(userUpdated({ ...login.user, name_us: 'Ana María Torres' }));
    store.dispatch(menuUpdated({ menu: grown as never, name_ro: 'Alumno' }));

    const { user, menu: stored } = store.getState().session;
    expect(user?.name_us).toBe('Ana María Torres');
    expect(user?.role.name_ro).toBe('Alumno');
    expect(stored.map((entry) => entry.title)).toEqual(['Hoja de vida', 'Ofertas']);
  });
});
