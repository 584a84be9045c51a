import type { StudioQuiz } from '@studovna/core/contract/studio';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './quiz-editor.module.css';

/**
 * A mock test's parts, as the studio shows them (decision 0043): in order, with their questions and own
 * time. The studio does not change them yet, and says what a change of the questions does to them.
 */
export function QuizPartsNote({ quiz }: { quiz: StudioQuiz }) {
  const t = useStudioT();
  if (quiz.parts.length === 0) return null;
  return (
    <section className={styles.parts} aria-labelledby="quiz-parts-title">
      <h2 id="quiz-parts-title" className={styles.partsTitle}>
        {t('quizParts.title')}
      </h2>
      <ol className={styles.partsList}>
        {quiz.parts.map((part) => (
          <li key={part.title}>
            {part.title} · {t('bank.count', { count: part.questions })}
            {part.time_limit_seconds > 0
              ? ` · ${t('quizParts.minutes', { count: Math.round(part.time_limit_seconds / 60) })}`
              : ''}
          </li>
        ))}
      </ol>
      <p className={styles.engineNote}>{t('quizParts.note')}</p>
    </section>
  );
}
