import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { QuizResults } from '@studovna/core/contract';
import { Button, ButtonLink } from '../../../components/button';
import { CheckIcon } from '../../learning/components/quiz-icons';
import quiz from '../components/quiz.module.css';
import styles from './mistakes.module.css';

interface MistakesResultProps {
  results: QuizResults;
  /** The review of this run (its `?pokus=` address). */
  reviewPath: string;
  /** The quiz's own result. */
  quizPath: string;
  busy: boolean;
  onAgain: () => void;
}

/**
 * The evaluated practice run: right / wrong / unanswered, that the quiz's grade and retakes stayed as
 * they were; its review, practising again while mistakes remain, back to the quiz's result.
 */
export function MistakesResult({ results, reviewPath, quizPath, busy, onAgain }: MistakesResultProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const mistakes = results.question_wrong + results.question_empty;
  return (
    <section className={quiz.card} aria-labelledby="practice-result-title">
      <div className={quiz.resultHead}>
        <h2 id="practice-result-title" ref={headingRef} tabIndex={-1}>
          {t('quiz.practice.resultTitle')}
        </h2>
        <p className={styles.tag}>{t('quiz.practice.title')}</p>
      </div>
      <p className={quiz.bigNumber}>
        {t('quiz.practice.score', { correct: results.question_correct, total: results.question_count })}
      </p>
      {mistakes === 0 ? (
        <p className={styles.allRight}>
          <CheckIcon />
          {t('quiz.practice.allRight')}
        </p>
      ) : null}
      <dl className={quiz.facts}>
        <div>
          <dt>{t('quiz.practice.correct')}</dt>
          <dd className={quiz.good}>{results.question_correct}</dd>
        </div>
        <div>
          <dt>{t('quiz.practice.wrong')}</dt>
          <dd className={quiz.bad}>{results.question_wrong}</dd>
        </div>
        <div>
          <dt>{t('quiz.practice.empty')}</dt>
          <dd>{results.question_empty}</dd>
        </div>
      </dl>
      <p className={quiz.note}>{t('quiz.practice.unchanged')}</p>
      <div className={styles.actions}>
        <ButtonLink to={reviewPath} variant="secondary">
          {t('quiz.practice.review')}
        </ButtonLink>
        {mistakes > 0 ? (
          <Button disabled={busy} onClick={onAgain}>
            {busy ? t('quiz.practice.againBusy') : t('quiz.practice.again')}
          </Button>
        ) : null}
        <ButtonLink to={quizPath} variant="ghost">
          {t('quiz.practice.backToResult')}
        </ButtonLink>
      </div>
    </section>
  );
}
