// The public surface of @portal/shared (a Module Federation singleton).
export type { EnvConfig, RemoteName } from './contracts/env-config';
export { remoteNames } from './contracts/env-config';
export type { LoginData, MenuIcon, MenuItem, MenuPermissions, Role, SessionUser } from './contracts/session';
export { loadEnvConfig } from './config/env-config';
export { setUpApp } from './config/app-setup';
export { createApiClient, type ApiClient, type ApiEnvelope } from './api/api-client';
export { baseApi, getApiClient, setApiClient } from './api/base-api';
export { createAppStore, type AppStore, type AppStoreBundle, type AppDispatch, type LazyLoadedSlices, type RootState } from './store/store';
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  userUpdated,
  menuUpdated,
  selectIsLoggedIn,
  selectUser,
  selectMenu,
  selectToken,
  type SessionState,
} from './store/session-slice';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { useInjectedSlice } from './store/inject';
export { PortalIntlProvider, MessagesScope, defaultLocale } from './i18n/intl';
export { es as sharedMessages, type MessageId } from './i18n/messages/es';
export { portalTheme, primaryColor, breakpoints } from './theme/theme';
export { SharedProviders } from './providers/shared-providers';
export { ScreenPlaceholder } from './components/screen-placeholder';
export { createRemoteRoutes, type RemoteArea, type RemoteModule, type RemoteRoute, type RemoteRoutesProps } from './components/remote-routes';
