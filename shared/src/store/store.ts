import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '../api/base-api';
import { persistedSessionReducer } from './persisted-session';
import { sessionSlice } from './session-slice';

/**
 * Slices a remote adds at run time declare themselves here by module augmentation:
 * `declare module '@portal/shared' { interface LazyLoadedSlices { cv: CvState } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export interface StoreOptions {
  /** Key that encrypts the persisted session. */
  persistSecret: string;
  /** Where the session is kept; the browser's sessionStorage by default. */
  sessionStorage?: globalThis.Storage;
}

function createRootReducer(options: StoreOptions) {
  const session = persistedSessionReducer(options.persistSecret, options.sessionStorage ?? window.sessionStorage);
  return combineSlices({ [sessionSlice.reducerPath]: session }, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;

/** Creates the portal's one store; the shell calls it once, tests once per test. */
export function createAppStore(options: StoreOptions) {
  const rootReducer = createRootReducer(options);
  // Reactive flows (socket events, session changes) are listeners; each store has its own, so
  // a test's store never runs another test's listeners. Add them with `addAppListener`.
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
  const persistor = persistStore(store);
  return { store, persistor, rootReducer };
}

export type AppStoreBundle = ReturnType<typeof createAppStore>;
export type AppStore = AppStoreBundle['store'];
export type RootState = ReturnType<RootReducer>;
export type AppDispatch = AppStore['dispatch'];
