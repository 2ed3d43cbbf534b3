import type { ConfigProviderProps } from 'antd';
import esES from 'antd/es/locale/es_ES';
import type { LocaleCode } from '../settings/locales';
import { es } from './messages/es';

type Locale = NonNullable<ConfigProviderProps['locale']>;

export interface LoadedLocale {
  code: LocaleCode;
  /** Complete: the locale's texts over the Spanish ones (Spanish is the fallback). */
  messages: Record<string, string>;
  antd: Locale;
}

export const spanish: LoadedLocale = { code: 'es', messages: es, antd: esES };

/**
 * The other locales load on demand, so a Spanish session (every session unless the switcher is
 * enabled) never downloads their texts.
 */
const loaders: Record<Exclude<LocaleCode, 'es'>, () => Promise<[Record<string, string>, Locale]>> = {
  en: async () => Promise.all([import('./messages/en').then((m) => m.en), import('antd/es/locale/en_US').then((m) => m.default)]),
  fr: async () => Promise.all([import('./messages/fr').then((m) => m.fr), import('antd/es/locale/fr_FR').then((m) => m.default)]),
  ar: async () => Promise.all([import('./messages/ar').then((m) => m.ar), import('antd/es/locale/ar_EG').then((m) => m.default)]),
};

export async function loadLocale(code: LocaleCode): Promise<LoadedLocale> {
  if (code === 'es') return spanish;
  const [messages, antd] = await loaders[code]();
  return { code, messages: { ...es, ...messages }, antd };
}
