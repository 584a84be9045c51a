import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { attemptSummary, type StripQuestion } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { FlagIcon } from '../../learning/components/quiz-icons';
import styles from './quiz.module.css';

interface QuizSummaryProps {
  strip: StripQuestion[];
  pathOf: (n: number) => string;
  busy: boolean;
  onBack: () => void;
  onEvaluate: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

function QuestionLinks({ numbers, pathOf }: { numbers: number[]; pathOf: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links}>
      {numbers.map((n) => (
        <li key={n}>
          <Link to={pathOf(n)} replace className={styles.linkChip}>
            {t('quiz.strip.question', { n })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Before evaluation: the questions without an answer and those flagged to return to, with links back. */
export function QuizSummary({ strip, pathOf, busy, onBack, onEvaluate, headingRef }: QuizSummaryProps) {
  const { t } = useTranslation();
  const { unanswered, flagged } = attemptSummary(strip);
  return (
    <section className={styles.card} aria-labelledby="quiz-summary-title">
      <h2 id="quiz-summary-title" ref={headingRef} tabIndex={-1}>
        {t('quiz.summary.title')}
      </h2>
      <p>{t('quiz.summary.answered', { answered: strip.length - unanswered.length, total: strip.length })}</p>
      {unanswered.length ? (
        <div className={styles.group}>
          <h3>{t('quiz.summary.unanswered', { count: unanswered.length })}</h3>
          <QuestionLinks numbers={unanswered} pathOf={pathOf} />
        </div>
      ) : (
        <p className={styles.note}>{t('quiz.summary.allAnswered')}</p>
      )}
      {flagged.length ? (
        <div className={styles.group}>
          <h3 className={styles.withIcon}>
            <FlagIcon />
            {t('quiz.summary.flagged', { count: flagged.length })}
          </h3>
          <QuestionLinks numbers={flagged} pathOf={pathOf} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('quiz.summary.back')}
        </Button>
        <Button disabled={busy} onClick={onEvaluate}>
          {busy ? t('quiz.evaluating') : t('quiz.evaluate')}
        </Button>
      </div>
    </section>
  );
}
