import { createApiClient } from '../api/api-client';
import { setApiClient } from '../api/base-api';
import type { EnvConfig } from '../contracts/env-config';
import { selectToken } from '../store/session-slice';
import { createAppStore } from '../store/store';

/** Key that encrypts the persisted session in the browser. */
const persistSecret = 'bolsa-empleo-universitaria/session';

/** Creates the one store and the API client bound to it. */
export function setUpApp(env: EnvConfig) {
  const bundle = createAppStore({ persistSecret });
  setApiClient(createApiClient({ apiBase: env.apiBase, getToken: () => selectToken(bundle.store.getState()) }));
  return bundle;
}
