import { useTranslation } from '../../i18n/use-translation';
import { CrossIcon, TickIcon } from './question-icons';
import type { OptionMark as Mark } from './question-types';
import styles from './questions.module.css';

/** ✓ or ✗ with its meaning in text for screen readers (never colour alone). */
export function OptionMark({ mark, label }: { mark: Mark | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!mark) return null;
  return (
    <>
      {' '}
      <span className={`${styles.mark} ${styles[`mark-${mark}`]}`}>
        {mark === 'wrong' ? <CrossIcon /> : <TickIcon />}
        <span className="visually-hidden">{label ?? t(`question.mark.${mark}`)}</span>
      </span>
    </>
  );
}
