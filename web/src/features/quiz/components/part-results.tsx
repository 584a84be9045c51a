import { useTranslation } from '../../../i18n/use-translation';
import type { Quiz, QuizResults } from '@studovna/core/contract';
import { partResults, quizPenalties } from '@studovna/core/domain';
import styles from './part-results.module.css';

/**
 * A finished mock test's result per part (issue 27, decision 0041): for each oddíl or dimension in order,
 * right, wrong and skipped answers and the points after the penalties, as the real tests report them.
 * Nothing for a quiz without parts.
 */
export function PartResults({ quiz, results }: { quiz: Quiz; results: QuizResults }) {
  const { t } = useTranslation();
  const parts = quiz.meta_data.parts ?? [];
  if (parts.length === 0) return null;
  const rows = partResults(parts, quiz.questions, results.answered, quizPenalties(quiz.meta_data));
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('quiz.parts.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quiz.parts.part')}</th>
            <th scope="col">{t('quiz.parts.correct')}</th>
            <th scope="col">{t('quiz.parts.wrong')}</th>
            <th scope="col">{t('quiz.parts.empty')}</th>
            <th scope="col">{t('quiz.parts.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              <td>{row.correct}</td>
              <td>{row.wrong}</td>
              <td>{row.empty}</td>
              <td>{t('quiz.parts.pointsValue', { points: row.points, max: row.max })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
