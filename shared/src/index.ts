// The public surface of @portal/shared, the core: what must exist once in the browser (the store,
// the base API, the session, texts, settings, the realtime bridge). It is a strict Module
// Federation singleton, so its surface only grows: never rename or remove an export.
// Components and field adapters live in '@portal/shared/kit' (versioned, may be duplicated);
// the few re-exported here stay for the screens written before the kit existed.
export type { EnvConfig, RemoteName } from './contracts/env-config';
export { remoteNames } from './contracts/env-config';
export type { LoginData, MenuIcon, MenuItem, MenuPermissions, Role, SessionUser } from './contracts/session';
export { loadEnvConfig, currentEnvConfig } from './config/env-config';
export { setUpApp, type AppSetupOptions } from './config/app-setup';
export {
  createApiClient,
  type ApiClient,
  type ApiEnvelope,
  type ApiMethod,
  type DownloadedFile,
  type RequestOptions,
  type SearchParams,
} from './api/api-client';
export {
  ApiError,
  fieldErrors,
  isApiError,
  isApiFailure,
  isValidationFailure,
  toApiFailure,
  type ApiErrorBody,
  type ApiFailure,
} from './api/api-error';
export { toast, toastConfig, type ToastState } from './feedback/toast';
export { useConfirm } from './feedback/use-confirm';
export { checkedString, fieldRule, rules, validationMessages } from './validation/rules';
export { dniKind, documentRules, type DocumentType } from './validation/identity-documents';
export { firstNamedEntry, flattenMenu, menuEntryFor, permissionsFor } from './access/access';
export { usePermissions } from './access/use-permissions';
export { baseApi, getApiClient, setApiClient, type ApiExtraOptions, type ApiQueryArgs } from './api/base-api';
export {
  catalogQuery,
  catalogsApi,
  prefetchCatalogs,
  prefetchFormCatalogs,
  useGetCatalogQuery,
  type CatalogItem,
  type CatalogQuery,
} from './api/catalogs-api';
export {
  notificationsApi,
  notificationReceived,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} from './api/notifications-api';
export type { NotificationItem, NotificationList, RoleUpdatedEvent, UserUpdatedEvent } from './contracts/realtime';
export { createAppStore, type AppStore, type AppStoreBundle, type AppDispatch, type LazyLoadedSlices, type RootState } from './store/store';
export { MemoryStorage } from './store/memory-storage';
export {
  sessionSlice,
  loggedIn,
  loggedOut,
  userUpdated,
  menuUpdated,
  privacyConsentDemanded,
  privacyConsentAccepted,
  selectIsLoggedIn,
  selectUser,
  selectMenu,
  selectToken,
  selectPrivacyConsentRequired,
  type SessionState,
} from './store/session-slice';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { addAppListener, useAppListener, type AppListenerApi } from './store/listeners';
export {
  isRealtimeEvent,
  realtimeEventReceived,
  type RealtimeAction,
  type RealtimeEvent,
  type RealtimeEventMap,
  type RealtimeEventName,
} from './realtime/realtime-events';
export { useInjectedSlice } from './store/inject';
export { PortalIntlProvider, MessagesScope, defaultLocale } from './i18n/intl';
export { es as sharedMessages, type MessageId } from './i18n/messages/es';
export { portalTheme, primaryColor, breakpoints, createPortalTheme, surfaces, type PortalThemeOptions } from './theme/theme';
export { useScreen } from './theme/use-screen';
export { useUiSettings, type UiSettingsValue } from './settings/ui-settings-context';
export {
  applySetting,
  defaultSettings,
  effectiveNavLayout,
  initials,
  layoutLabel,
  overlayNavMaxWidth,
  readSettings,
  resolveTheme,
  settingCookieName,
  settingOptions,
  settingsCookieMaxAge,
  type ContentWidth,
  type FooterType,
  type NavbarType,
  type NavLayout,
  type ResolvedTheme,
  type SettingKey,
  type Skin,
  type ThemeSetting,
  type UiSettings,
} from './settings/ui-settings';
export { locales, localeEntry, type LocaleCode, type LocaleEntry } from './settings/locales';
export { SharedProviders, type SharedProvidersProps } from './providers/shared-providers';
export { ScreenPlaceholder } from './components/screen-placeholder';
export { ScreenLoading, rememberScreenLead } from './components/screen-loading';
export { SummaryCardPlaceholder, summaryActionWidth } from './components/summary-card-placeholder';
export {
  createRemoteRoutes,
  lazyScreen,
  remoteRoutesModule,
  type RemoteArea,
  type RemoteModule,
  type RemoteScreen,
  type RemoteScreens,
  type PrefetchRequest,
  type RemoteRoute,
  type RemoteRoutesProps,
} from './components/remote-routes';
