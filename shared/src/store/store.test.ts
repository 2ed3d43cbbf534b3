import { createSlice } from '@reduxjs/toolkit';
import { MemoryStorage } from './memory-storage';
import { loggedIn, selectToken } from './session-slice';
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
