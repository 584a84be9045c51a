import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StripQuestion } from '@studovna/core/domain';
import { FlagIcon } from '../quiz-icons';
import styles from './question-strip.module.css';

interface QuestionStripProps {
  items: StripQuestion[];
  /** The address of question `n` (1-based). */
  pathOf: (n: number) => string;
}

/**
 * Every question of the quiz as a numbered link: answered or not (right or wrong once checked), flagged
 * to return to, the current one marked (aria-current). Moving replaces the address (SPEC §2).
 */
export function QuestionStrip({ items, pathOf }: QuestionStripProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.strip} aria-label={t('quiz.strip.label')}>
      <ol className={styles.list}>
        {items.map((q) => {
          const label = [
            t('quiz.strip.question', { n: q.number }),
            t(`quiz.strip.${q.status}`),
            ...(q.flagged ? [t('quiz.strip.flagged')] : []),
          ].join(', ');
          return (
            <li key={q.id}>
              <Link
                to={pathOf(q.number)}
                replace
                aria-label={label}
                aria-current={q.current ? 'step' : undefined}
                className={[styles.item, styles[q.status], q.current && styles.current]
                  .filter(Boolean)
                  .join(' ')}
              >
                {q.number}
                {q.flagged ? <FlagIcon size={12} className={styles.flag} /> : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
