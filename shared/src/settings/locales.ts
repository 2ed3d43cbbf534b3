/**
 * The configured interface languages (spec §1, PRODUCT.md): Spanish is the interface; English,
 * French and Arabic (right-to-left) exist with message files but are offered only when the
 * run-time configuration enables the language switcher.
 */
export interface LocaleEntry {
  i18nLang: 'es' | 'en' | 'fr' | 'ar';
  /** The language's own name, as a switcher lists it. */
  label: string;
  isRTL: boolean;
}

export const locales = [
  { i18nLang: 'es', label: 'Español', isRTL: false },
  { i18nLang: 'en', label: 'English', isRTL: false },
  { i18nLang: 'fr', label: 'Français', isRTL: false },
  { i18nLang: 'ar', label: 'العربية', isRTL: true },
] as const satisfies readonly LocaleEntry[];

export type LocaleCode = LocaleEntry['i18nLang'];

export const isLocaleCode = (value: string): value is LocaleCode => locales.some((entry) => entry.i18nLang === value);

export const localeEntry = (code: LocaleCode): LocaleEntry => locales.find((entry) => entry.i18nLang === code) ?? locales[0];
