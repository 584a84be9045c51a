import { useTranslation } from '../../../i18n/use-translation';
import { PinIcon } from '../../../components/icons';
import type { PracticeCard } from '../api/practice-types';
import styles from './practice.module.css';

/** Where the question comes from (course, quiz) and why it is practised (pinned, wrong before). */
export function PracticeOrigin({ card }: { card: PracticeCard }) {
  const { t } = useTranslation();
  const pinned = card.reason !== 'incorrect';
  const wrong = card.reason !== 'pinned';
  return (
    <div className={styles.origin}>
      <p className={styles.source}>
        <span className="visually-hidden">{t('practice.source')} </span>
        <strong>{card.quizName}</strong> · {card.courseName}
      </p>
      <ul className={styles.reasons} aria-label={t('practice.reasons')}>
        {pinned ? (
          <li className={styles.reason}>
            <PinIcon size={14} />
            {t('practice.reason.pinned')}
          </li>
        ) : null}
        {wrong ? (
          <li className={`${styles.reason} ${styles.reasonWrong}`}>{t('practice.reason.incorrect')}</li>
        ) : null}
      </ul>
    </div>
  );
}
