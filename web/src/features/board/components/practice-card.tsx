import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../components/button';
import { usePracticeDue } from '../../practice/practice-due-query';
import { PracticeIcon } from './board-icons';
import styles from '../board.module.css';

/**
 * 'Procvičit' (issue 6): the spaced-repetition practice of the pinned and wrongly answered questions of
 * the category shown (all when none), with how many are due today (GET /board/due).
 */
export function PracticeCard({ category }: { category: string | null }) {
  const { t } = useTranslation();
  const due = usePracticeDue(category);
  const count = due.data;
  const text =
    count === undefined
      ? t('board.practice.unknown')
      : count > 0
        ? t('board.practice.due', { count })
        : t('board.practice.none');

  return (
    <section className={styles.practice} aria-labelledby="board-practice-title">
      <span className={styles.practiceIcon}>
        <PracticeIcon size={22} />
      </span>
      <div className={styles.practiceText}>
        <h2 id="board-practice-title" className={styles.practiceTitle}>
          {t('board.practice.title')}
        </h2>
        <p>{text}</p>
      </div>
      <ButtonLink
        to={category ? `/procvicovani/${encodeURIComponent(category)}` : '/procvicovani'}
        aria-label={
          count === undefined ? undefined : t('board.practice.label', { due: t('board.dueCount', { count }) })
        }
        className={styles.practiceButton}
      >
        {t('board.practice.start')}
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </ButtonLink>
    </section>
  );
}
