import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { currentEnvConfig } from '../config/env-config';
import { surfaces } from '../theme/theme';
import { useMediaQuery } from '../theme/use-screen';
import type { LocaleCode } from './locales';
import {
  applySetting,
  changedKeys,
  readSettings,
  resolveTheme,
  settingCookie,
  type ResolvedTheme,
  type SettingKey,
  type UiSettings,
} from './ui-settings';

export interface UiSettingsValue {
  /** What the user saved (or the defaults). */
  settings: UiSettings;
  /** light or dark, with "system" resolved from the colour-scheme preference. */
  resolvedTheme: ResolvedTheme;
  /** The language in use: the saved one when the switcher is enabled, otherwise Spanish. */
  language: LocaleCode;
  direction: 'ltr' | 'rtl';
  /** Whether the configuration offers the language switcher (off unless enabled). */
  languageSwitcher: boolean;
  /** antd's animations: off when the system asks for reduced motion (WCAG 2.3.3). */
  motion: boolean;
  setSetting: <K extends SettingKey>(key: K, value: UiSettings[K]) => void;
}

const UiSettingsContext = createContext<UiSettingsValue | null>(null);

/** Puts the preferences on the document: theme, skin class, language, direction, loader colours. */
function useDocumentSettings(resolvedTheme: ResolvedTheme, skin: UiSettings['skin'], language: LocaleCode, direction: 'ltr' | 'rtl') {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolvedTheme;
    root.style.colorScheme = resolvedTheme;
    // The start-up loader follows the theme (spec §4), on this page and the next start-up.
    root.style.setProperty('--initial-loader-bg', surfaces[resolvedTheme].layout);
    document.body.classList.remove('skin--default', 'skin--bordered');
    document.body.classList.add(`skin--${skin}`);
  }, [resolvedTheme, skin]);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
}

/**
 * Holds the interface preferences for every app: read from the cookies once, each change saved
 * to its cookie. The shell's start-up script has already applied the theme before first paint.
 */
export function UiSettingsProvider({
  children,
  languageSwitcher,
  cookie,
}: {
  children: ReactNode;
  languageSwitcher?: boolean;
  /** The cookies to read the preferences from instead of the document's (the build's prerender). */
  cookie?: string;
}) {
  const [settings, setSettings] = useState(() => readSettings(cookie ?? document.cookie));
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const motion = !useMediaQuery('(prefers-reduced-motion: reduce)');
  const switcher = languageSwitcher ?? currentEnvConfig()?.languageSwitcher === true;

  const setSetting = useCallback(<K extends SettingKey>(key: K, value: UiSettings[K]) => {
    setSettings((current) => {
      const next = applySetting(current, key, value);
      for (const changed of changedKeys(current, next)) document.cookie = settingCookie(changed, next[changed]);
      return next;
    });
  }, []);

  const resolvedTheme = resolveTheme(settings.theme, prefersDark);
  const language: LocaleCode = switcher ? settings.language : 'es';
  const direction = switcher && settings.rtl ? 'rtl' : 'ltr';
  useDocumentSettings(resolvedTheme, settings.skin, language, direction);

  const value = useMemo<UiSettingsValue>(
    () => ({ settings, resolvedTheme, language, direction, languageSwitcher: switcher, motion, setSetting }),
    [settings, resolvedTheme, language, direction, switcher, motion, setSetting],
  );
  return <UiSettingsContext.Provider value={value}>{children}</UiSettingsContext.Provider>;
}

export function useUiSettings(): UiSettingsValue {
  const value = useContext(UiSettingsContext);
  if (!value) throw new Error('useUiSettings must be used inside <SharedProviders>');
  return value;
}
