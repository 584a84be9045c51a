import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LOCALES, type Locale } from '../../i18n/i18n';
import { useAppStore } from '../../lib/store';
import segmented from '../../components/segmented-control.module.css';
import styles from './settings-switch.module.css';

/** Each language is named in itself, so a learner finds their own whatever the app shows now. */
const LANGUAGE_LABEL = { cs: 'settings.languageCs', en: 'settings.languageEn' } as const;

/**
 * „Jazyk": the app's language, kept in the persisted `app` slice. The change shows at once (the app
 * follows the store, see `AppProviders`) and every later API call asks for messages in it.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const name = useId();
  const legendId = useId();
  const locale = useAppStore((state) => state.app.locale);
  const setLocale = useAppStore((state) => state.setLocale);
  return (
    <fieldset className={styles.card} role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {t('settings.language')}
      </legend>
      <div className={`${segmented.control} ${styles.control}`}>
        {LOCALES.map((option: Locale) => (
          <label key={option} className={segmented.segment} lang={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={locale === option}
              onChange={() => setLocale(option)}
              className={segmented.radio}
            />
            <span>{t(LANGUAGE_LABEL[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
