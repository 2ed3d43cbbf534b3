import { persistReducer, type Storage } from 'redux-persist';
import { encryptTransform } from 'redux-persist-transform-encrypt';
import { sessionSlice, type SessionState } from './session-slice';

/** A redux-persist storage over the browser's sessionStorage (or any Web Storage). */
export function webStorage(store: globalThis.Storage): Storage {
  return {
    getItem: (key) => Promise.resolve(store.getItem(key)),
    setItem: (key, value: string) => Promise.resolve(store.setItem(key, value)),
    removeItem: (key) => Promise.resolve(store.removeItem(key)),
  };
}

export const sessionPersistKey = 'session';

/**
 * The session (user, menu, token) survives a reload but not the tab (spec §3: the session
 * part lives in session storage), and is stored encrypted, without compression.
 */
export function persistedSessionReducer(secretKey: string, storage: globalThis.Storage) {
  return persistReducer<SessionState>(
    {
      key: sessionPersistKey,
      storage: webStorage(storage),
      transforms: [encryptTransform({ secretKey, onError: () => undefined })],
    },
    sessionSlice.reducer,
  );
}
