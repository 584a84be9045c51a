import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages, type Locale } from '@studovna/core';
import cs from './cs.json';
import en from './en.json';

/** Czech plural forms (few, many) have no English counterpart; every other key must exist in both. */
type CzechOnlyPlural = `${string}_${'few' | 'many'}`;
type SharedKeys = Exclude<keyof typeof cs, CzechOnlyPlural>;
const english: Record<SharedKeys, string> = en satisfies Record<SharedKeys, string>;

export const LOCALES: readonly Locale[] = ['cs', 'en'];
export const DEFAULT_LOCALE: Locale = 'cs';

export const resources = {
  cs: { translation: cs, shared: messages.cs },
  en: { translation: english, shared: messages.en },
} as const;

/**
 * A fresh i18next instance: Czech source and default, English second, core's shared messages
 * (validation and server codes) as the `shared` namespace. Keys are flat (`area.name`).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    ns: ['translation', 'shared'],
    defaultNS: 'translation',
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
