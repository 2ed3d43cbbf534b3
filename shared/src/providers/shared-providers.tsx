import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { App as AntApp, ConfigProvider } from 'antd';
import { FeedbackBridge } from '../feedback/feedback-bridge';
import { toastConfig } from '../feedback/toast';
import { PortalIntlProvider } from '../i18n/intl';
import { loadLocale, spanish, type LoadedLocale } from '../i18n/load-locale';
import { UiSettingsProvider, useUiSettings } from '../settings/ui-settings-context';
import { RootReducerContext } from '../store/inject';
import type { AppStoreBundle } from '../store/store';
import { createPortalTheme } from '../theme/theme';
// What antd's prebuilt styles (the theme is zero-runtime) have outside any component — the
// theme's variables, links, icons, motions — then the portal's adjustments. Each component's
// own styles come with its code (build/src/antd-styles.ts).
import '@portal/antd-styles/base.css';
import '../theme/touch-targets.css';
import '../theme/headings.css';

/** The texts of the language in use, loaded on demand (Spanish until they arrive). */
function useLoadedLocale(): LoadedLocale {
  const { language } = useUiSettings();
  const [loaded, setLoaded] = useState<LoadedLocale>(spanish);
  useEffect(() => {
    let current = true;
    void loadLocale(language).then(
      (locale) => current && setLoaded(locale),
      () => current && setLoaded(spanish),
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded.code === language ? loaded : language === 'es' ? spanish : loaded;
}

/** Texts, antd theme (light/dark, skin), direction and locale from the user's settings. */
function ThemedProviders({ children, motion: motionOverride }: { children: ReactNode; motion?: boolean }) {
  const { resolvedTheme, settings, direction, motion: systemMotion } = useUiSettings();
  const motion = motionOverride ?? systemMotion;
  const locale = useLoadedLocale();
  const theme = useMemo(
    () => createPortalTheme({ theme: resolvedTheme, skin: settings.skin, motion }),
    [resolvedTheme, settings.skin, motion],
  );
  return (
    <PortalIntlProvider locale={locale.code} messages={locale.messages}>
      <ConfigProvider locale={locale.antd} theme={theme} direction={direction}>
        <AntApp notification={toastConfig}>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </PortalIntlProvider>
  );
}

/**
 * Its children once the stored session has been read back (redux-persist). Unlike redux-persist's
 * PersistGate, which renders nothing first and then the whole app again synchronously (one long
 * task), a store already read renders the app in the first render.
 */
function SessionGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const read = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return read ? children : null;
}

export interface SharedProvidersProps {
  bundle: AppStoreBundle;
  children: ReactNode;
  /** Overrides the configuration's language switcher (tests). */
  languageSwitcher?: boolean;
  /** antd's animations: on unless the system asks for reduced motion; component tests turn them off. */
  motion?: boolean;
  /**
   * The build's prerender of the open pages (shell/src/prerender): there is no document, so the
   * preferences come from this cookie string, and no stored session to wait for.
   */
  prerenderCookie?: string;
}

/**
 * Everything a screen needs around it: the one store, the interface settings, the texts and
 * the one antd configuration. The shell mounts it once; a remote's standalone entry mounts it alone.
 */
export function SharedProviders({ bundle, children, languageSwitcher, motion, prerenderCookie }: SharedProvidersProps) {
  const settings = (
    <UiSettingsProvider languageSwitcher={languageSwitcher} cookie={prerenderCookie}>
      <ThemedProviders motion={motion}>{children}</ThemedProviders>
    </UiSettingsProvider>
  );
  return (
    <Provider store={bundle.store}>
      <RootReducerContext.Provider value={bundle.rootReducer}>
        {prerenderCookie === undefined ? <SessionGate persistor={bundle.persistor}>{settings}</SessionGate> : settings}
      </RootReducerContext.Provider>
    </Provider>
  );
}
