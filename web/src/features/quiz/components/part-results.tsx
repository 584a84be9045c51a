import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Quiz, QuizResults } from '@studovna/core/contract';
import { partResults, quizPenalties } from '@studovna/core/domain';
import styles from './part-results.module.css';

/**
 * A finished mock test's result per part (issue 27, decision 0041): for each oddíl or dimension in order,
 * the points after the penalties and the right, wrong and skipped answers, as the real tests report
 * them. A list, not a table, so it reads on a phone without scrolling sideways. Nothing for a quiz
 * without parts.
 */
export function PartResults({ quiz, results }: { quiz: Quiz; results: QuizResults }) {
  const { t } = useTranslation();
  const headingId = useId();
  const parts = quiz.meta_data.parts ?? [];
  if (parts.length === 0) return null;
  const rows = partResults(parts, quiz.questions, results.answered, quizPenalties(quiz.meta_data));
  return (
    <section className={styles.parts} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('quiz.parts.title')}
      </h3>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.title} className={styles.part}>
            <span className={styles.name}>{row.title}</span>
            <span className={styles.points}>
              {t('quiz.parts.pointsValue', { points: row.points, count: row.max })}
            </span>
            <span className={styles.counts}>
              {t('quiz.parts.counts', { correct: row.correct, wrong: row.wrong, empty: row.empty })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
