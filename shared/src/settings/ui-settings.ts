/**
 * The user's interface preferences (spec §4 "UI preferences"): what each one may be, its
 * default, and how it is kept in a cookie named after the layout label ("BE-theme", …) for
 * 30 days on path `/`. Pure functions, so the start-up script, the provider and the tests agree.
 */
import { isLocaleCode, localeEntry, type LocaleCode } from './locales';

/** The layout's short label (PRODUCT.md); every preference cookie starts with it. */
export const layoutLabel = 'BE';

/** 30 days, in seconds (spec §9). */
export const settingsCookieMaxAge = 30 * 24 * 60 * 60;

export const settingOptions = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  contentWidth: ['fluid', 'boxed'],
  navbarType: ['sticky', 'static', 'hidden'],
  footerType: ['static', 'sticky', 'hidden'],
  navLayout: ['vertical', 'horizontal'],
} as const;

export type ThemeSetting = (typeof settingOptions.theme)[number];
export type Skin = (typeof settingOptions.skin)[number];
export type ContentWidth = (typeof settingOptions.contentWidth)[number];
export type NavbarType = (typeof settingOptions.navbarType)[number];
export type FooterType = (typeof settingOptions.footerType)[number];
export type NavLayout = (typeof settingOptions.navLayout)[number];
export type ResolvedTheme = 'light' | 'dark';

export interface UiSettings {
  theme: ThemeSetting;
  skin: Skin;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarBlur: boolean;
  footerType: FooterType;
  navLayout: NavLayout;
  navCollapsed: boolean;
  semiDarkNav: boolean;
  language: LocaleCode;
  /** Saved with the language, from its entry (so the start-up script needs no locale list). */
  rtl: boolean;
}

export type SettingKey = keyof UiSettings;

export const defaultSettings: UiSettings = {
  theme: 'system',
  skin: 'default',
  contentWidth: 'boxed',
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
  navLayout: 'vertical',
  navCollapsed: false,
  semiDarkNav: false,
  language: 'es',
  rtl: false,
};

export const settingCookieName = (key: SettingKey) => `${layoutLabel}-${key}`;

/** Below this width the navigation is an overlay drawer and always vertical (spec §9: 1279 px). */
export const overlayNavMaxWidth = 1279;

function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // a malformed value is ignored
    }
  }
  return cookies;
}

const oneOf = <T extends string>(options: readonly T[], value: string | undefined, fallback: T): T =>
  value !== undefined && (options as readonly string[]).includes(value) ? (value as T) : fallback;

const flag = (value: string | undefined, fallback: boolean) => (value === 'true' ? true : value === 'false' ? false : fallback);

/** The saved preferences in `document.cookie`, each unknown or missing one at its default. */
export function readSettings(cookieString: string): UiSettings {
  const cookies = parseCookies(cookieString);
  const get = (key: SettingKey) => cookies.get(settingCookieName(key));
  const language = get('language');
  return {
    theme: oneOf(settingOptions.theme, get('theme'), defaultSettings.theme),
    skin: oneOf(settingOptions.skin, get('skin'), defaultSettings.skin),
    contentWidth: oneOf(settingOptions.contentWidth, get('contentWidth'), defaultSettings.contentWidth),
    navbarType: oneOf(settingOptions.navbarType, get('navbarType'), defaultSettings.navbarType),
    navbarBlur: flag(get('navbarBlur'), defaultSettings.navbarBlur),
    footerType: oneOf(settingOptions.footerType, get('footerType'), defaultSettings.footerType),
    navLayout: oneOf(settingOptions.navLayout, get('navLayout'), defaultSettings.navLayout),
    navCollapsed: flag(get('navCollapsed'), defaultSettings.navCollapsed),
    semiDarkNav: flag(get('semiDarkNav'), defaultSettings.semiDarkNav),
    language: language && isLocaleCode(language) ? language : defaultSettings.language,
    rtl: flag(get('rtl'), defaultSettings.rtl),
  };
}

/** The `document.cookie` assignment that saves one preference (30 days, path /). */
export function settingCookie<K extends SettingKey>(key: K, value: UiSettings[K]): string {
  const expires = new Date(Date.now() + settingsCookieMaxAge * 1000).toUTCString();
  return `${settingCookieName(key)}=${encodeURIComponent(String(value))}; Max-Age=${settingsCookieMaxAge}; Expires=${expires}; Path=/; SameSite=Lax`;
}

/**
 * One preference changed, with the rules that tie them together (spec §4): switching to the
 * horizontal navigation turns a hidden navbar sticky and expands the navigation; a language
 * brings its right-to-left flag.
 */
export function applySetting<K extends SettingKey>(settings: UiSettings, key: K, value: UiSettings[K]): UiSettings {
  const next: UiSettings = { ...settings, [key]: value };
  if (key === 'navLayout' && value === 'horizontal') {
    if (next.navbarType === 'hidden') next.navbarType = 'sticky';
    next.navCollapsed = false;
  }
  if (key === 'language') next.rtl = localeEntry(value as LocaleCode).isRTL;
  return next;
}

/** The keys whose value differs between two settings (what must be written to cookies). */
export const changedKeys = (before: UiSettings, after: UiSettings) =>
  (Object.keys(after) as SettingKey[]).filter((key) => before[key] !== after[key]);

/** light or dark: the saved choice, or the system's when the choice is "system". */
export const resolveTheme = (theme: ThemeSetting, systemPrefersDark: boolean): ResolvedTheme =>
  theme === 'system' ? (systemPrefersDark ? 'dark' : 'light') : theme;

/** The navigation actually shown: horizontal only on wide screens (spec §9). */
export const effectiveNavLayout = (navLayout: NavLayout, viewportWidth: number): NavLayout =>
  viewportWidth <= overlayNavMaxWidth ? 'vertical' : navLayout;

/** The initials of the first three words of a name, upper-cased (spec §2, §9: at most 3). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word.charAt(0).toLocaleUpperCase('es'))
    .join('');
}
