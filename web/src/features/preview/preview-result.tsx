import type { ReactNode } from 'react';
import type { QuizResults } from '@studovna/core/contract';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import styles from './preview-result.module.css';

interface PreviewResultProps {
  results: QuizResults;
  /** 'Zkusit znovu': the answers cleared, the questions open again. */
  onRestart: () => void;
  /** What comes next: the study plan, the course, or nothing. */
  offer: ReactNode;
}

/** The sample tasks' evaluation above the questions: how many were right, and where to go on. */
export function PreviewResult({ results, onRestart, offer }: PreviewResultProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="preview-result-title">
      <h2 id="preview-result-title">{t('preview.result.title')}</h2>
      <p className={styles.score} role="status">
        {t('preview.result.score', {
          correct: results.question_correct,
          total: results.question_count,
          percent: Math.round(results.result),
        })}
      </p>
      <p>{t('preview.result.text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRestart}>
          {t('preview.result.restart')}
        </Button>
        {offer}
      </div>
    </section>
  );
}
