import { createApiClient } from '../api/api-client';
import { setApiClient } from '../api/base-api';
import type { EnvConfig } from '../contracts/env-config';
import { toast } from '../feedback/toast';
import { es } from '../i18n/messages/es';
import { loggedOut, privacyConsentDemanded, selectToken } from '../store/session-slice';
import { createAppStore } from '../store/store';

/** Key that encrypts the persisted session in the browser. */
const persistSecret = 'bolsa-empleo-universitaria/session';

export interface AppSetupOptions {
  /** Where to go when the session is lost (spec §4: '/'). */
  goHome: () => void;
}

/** Creates the one store and the API client bound to it (spec §4, §8). */
export function setUpApp(env: EnvConfig, { goHome }: AppSetupOptions) {
  const bundle = createAppStore({ persistSecret });
  const sessionLost = () => {
    bundle.store.dispatch(loggedOut());
    goHome();
  };
  setApiClient(
    createApiClient({
      apiBase: env.apiBase,
      getToken: () => selectToken(bundle.store.getState()),
      onUnauthorized: sessionLost,
      onSessionExpired: goHome,
      onPrivacyConsentRequired: () => bundle.store.dispatch(privacyConsentDemanded()),
      onErrorMessage: (message) => toast('warning', message),
      fallbackMessage: () => es['messages.api_error'],
    }),
  );
  return bundle;
}
