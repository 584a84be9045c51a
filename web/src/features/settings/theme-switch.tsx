import { useId } from 'react';
import { THEMES, type Theme } from '@studovna/core/contract/routes';
import { useTranslation } from '../../i18n/use-translation';
import { useApi } from '../../lib/api';
import { useAppStore, useAppStoreApi } from '../../lib/store';
import { chooseTheme } from '../../lib/theme/choose-theme';
import segmented from '../../components/segmented-control.module.css';
import styles from './settings-switch.module.css';

const THEME_LABEL = {
  light: 'settings.themeLight',
  dark: 'settings.themeDark',
  system: 'settings.themeSystem',
} as const;

/**
 * „Vzhled": light, dark, or the system's colours (the default). The change shows at once; it is kept with the
 * app's flags on the device and, for a learner, with their account (it follows them to another device).
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const api = useApi();
  const store = useAppStoreApi();
  const name = useId();
  const legendId = useId();
  const theme = useAppStore((state) => state.app.flags.theme);
  return (
    <fieldset className={styles.card} role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {t('settings.theme')}
      </legend>
      <div className={`${segmented.control} ${styles.controlFitWords}`}>
        {THEMES.map((option: Theme) => (
          <label key={option} className={segmented.segment}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => void chooseTheme(api, store, option)}
              className={segmented.radio}
            />
            <span>{t(THEME_LABEL[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
