import { useTranslation } from '../../../i18n/use-translation';
import { countdown } from '@studovna/core/domain';
import styles from './catalog.module.css';

/**
 * Days, hours, minutes and seconds until `start` (zeros once it has started). A timer role: screen
 * readers read it on demand instead of every second.
 */
export function Countdown({ start, now, label }: { start: number; now: number; label: string }) {
  const { t } = useTranslation();
  const parts = countdown(start, now);
  const units = [
    { name: 'days', value: parts.days, unit: t('catalog.countdown.days', { count: parts.days }) },
    { name: 'hours', value: parts.hours, unit: t('catalog.countdown.hours', { count: parts.hours }) },
    { name: 'minutes', value: parts.minutes, unit: t('catalog.countdown.minutes', { count: parts.minutes }) },
    { name: 'seconds', value: parts.seconds, unit: t('catalog.countdown.seconds', { count: parts.seconds }) },
  ];
  return (
    <div role="timer" aria-label={label} className={styles.countdown} data-started={parts.started}>
      {units.map(({ name, value, unit }) => (
        <span key={name} className={styles.unit} aria-hidden="true">
          <span className={styles.unitValue}>{String(value).padStart(2, '0')}</span>
          <span className={styles.unitLabel}>{unit}</span>
        </span>
      ))}
      <span className="visually-hidden">{units.map(({ value, unit }) => `${value} ${unit}`).join(', ')}</span>
    </div>
  );
}
