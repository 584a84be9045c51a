import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cs as shared, type Locale } from '@studovna/core';
import cs from './cs.json';

export const LOCALES: readonly Locale[] = ['cs', 'en'];
export const DEFAULT_LOCALE: Locale = 'cs';

/** Czech comes with the app; English is fetched on first use (i18next loads it on `changeLanguage`). */
const czech = { translation: cs, shared };
const loadEnglish = () => import('./english').then((module) => module.english);

const onDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (language !== 'en') return callback(null, {});
    loadEnglish().then(
      (english) => callback(null, english[namespace as keyof typeof english]),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * A fresh i18next instance: Czech source and default, English second, core's shared messages
 * (validation and server codes) as the `shared` namespace. Keys are flat (`area.name`). English is loaded
 * first (screens using it wait for it): `await instance.loadLanguages('en')` where that matters.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(onDemand)
    .use(initReactI18next)
    .init({
      resources: { cs: czech },
      partialBundledLanguages: true,
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
