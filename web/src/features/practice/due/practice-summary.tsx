import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../components/button';
import { relativeDue } from './next-due';
import type { PracticeOutcome } from './use-practice-run';
import styles from './practice.module.css';

interface PracticeSummaryProps {
  outcomes: readonly PracticeOutcome[];
  /** Questions due now after the run (known once the queue has been asked again); 0 hides 'Procvičovat dál'. */
  moreDue: number;
  /** When the next question will be due, when none is due now (ISO 8601). */
  nextDue?: string | null;
  /** When the run ended (epoch ms), the time `nextDue` is told from. */
  endedAt: number;
  onContinue: () => void;
  boardPath: string;
}

/** The end of a run: right / wrong, how many left practice, how many come back later; on or back. */
export function PracticeSummary(props: PracticeSummaryProps) {
  const { outcomes, moreDue, nextDue, endedAt, onContinue, boardPath } = props;
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const correct = outcomes.filter((o) => o.data.result.correct).length;
  const retired = outcomes.filter((o) => o.data.retired).length;
  const later = outcomes.filter((o) => !o.data.retired && o.data.next_due).length;
  return (
    <section className={styles.card} aria-labelledby="practice-summary-title">
      <h2 id="practice-summary-title" ref={headingRef} tabIndex={-1}>
        {t('practice.summary.title')}
      </h2>
      <p className={styles.bigNumber}>{t('practice.summary.score', { correct, total: outcomes.length })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('practice.summary.correct')}</dt>
          <dd className={styles.good}>{correct}</dd>
        </div>
        <div>
          <dt>{t('practice.summary.wrong')}</dt>
          <dd className={styles.bad}>{outcomes.length - correct}</dd>
        </div>
        <div>
          <dt>{t('practice.summary.retired')}</dt>
          <dd>{retired}</dd>
        </div>
        <div>
          <dt>{t('practice.summary.later')}</dt>
          <dd>{later}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('practice.summary.note')}</p>
      {moreDue > 0 ? (
        <p>{t('practice.summary.moreDue', { count: moreDue })}</p>
      ) : nextDue ? (
        <p>
          {t('practice.nothingDueNext', {
            when: relativeDue(new Date(nextDue), new Date(endedAt), i18n.language),
          })}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {moreDue > 0 ? <Button onClick={onContinue}>{t('practice.summary.continue')}</Button> : null}
        <ButtonLink to={boardPath} variant={moreDue > 0 ? 'secondary' : 'primary'}>
          {t('practice.backToBoard')}
        </ButtonLink>
      </div>
    </section>
  );
}
