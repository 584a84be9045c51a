import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { checkGate, isEmptyAnswer } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { CheckCircleIcon, HistoryIcon } from '../../../components/icons';
import { useConfig } from '../../../lib/config-context';
import { useDialog } from '../../../components/use-dialog';
import { checkedFromCheckAnswer, QuestionView, type QuestionViewHandle } from '../../questions/question-view';
import { useQuizKeyboard } from '../../questions/use-quiz-keyboard';
import { ReportQuestionButton } from '../../support/report-question-button';
import type { PracticeCard } from '../api/practice-types';
import { relativeDue } from './next-due';
import { PracticeOrigin } from './practice-origin';
import { usePracticeRun, type PracticeOutcome } from './use-practice-run';
import styles from './practice.module.css';

interface PracticeRunProps {
  cards: readonly PracticeCard[];
  /** The category practised (its slug), null for all. */
  category: string | null;
  onEnd: (outcomes: PracticeOutcome[]) => void;
  /** Speaks the result of each check. */
  announce: (text: string) => void;
}

/**
 * The cards of one run, one at a time with the quiz's question view and keyboard (A–P / 1–9 answer,
 * Enter checks, then Enter goes on): where it comes from and why, 'Zkontrolovat' with right or wrong,
 * the revealed options and the explanation, whether it leaves practice or when it comes back, 'Další'.
 */
export function PracticeRun({ cards, category, onEnd, announce }: PracticeRunProps) {
  const { t, i18n } = useTranslation();
  const { domain, supportEmail } = useConfig();
  const run = usePracticeRun(cards, category, onEnd);
  const { show, dialog, open: dialogOpen } = useDialog();
  const viewRef = useRef<QuestionViewHandle>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const { card, outcome, busy, index } = run;
  const question = card.question;
  const last = index + 1 === cards.length;

  // each new question is announced by its heading; after a check, focus lost with the locked options
  // goes to 'Další'
  useEffect(() => viewRef.current?.focus(), [index]);
  useEffect(() => {
    const active = document.activeElement;
    if (outcome && (!active || active === document.body))
      actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [outcome]);

  const scheduleOf = ({ data, answeredAt }: PracticeOutcome) =>
    data.retired
      ? t('practice.retired')
      : data.next_due
        ? t('practice.nextDue', {
            when: relativeDue(new Date(data.next_due), new Date(answeredAt), i18n.language),
          })
        : '';

  const doCheck = async () => {
    const empty = isEmptyAnswer(run.answer);
    const result = await run.check();
    if (result.ok) {
      const verdict = result.data.result.correct
        ? t('practice.verdict.correct')
        : t(empty ? 'practice.verdict.empty' : 'practice.verdict.wrong');
      announce(`${verdict} ${scheduleOf({ data: result.data, answeredAt: Date.now() })}`.trim());
      return;
    }
    show({
      title: t('practice.answerFailed'),
      text: result.network
        ? `${t('errors.network', { domain })}. ${t('errors.networkHint')}`
        : (result.message ?? t('errors.unknown', { email: supportEmail })),
      actions: [{ label: t('common.ok') }],
    });
  };

  const requestCheck = () => {
    if (busy || outcome) return;
    const gate = checkGate(question.type, run.answer, question.options[0]?.ids ?? []);
    if (gate === 'ok') return void doCheck();
    show({
      title: t('quiz.check.confirmEmpty'),
      text: t('practice.confirmEmptyText'),
      actions: [
        { label: t('common.cancel'), variant: 'secondary' },
        { label: t('practice.check'), onSelect: () => void doCheck() },
      ],
    });
  };

  useQuizKeyboard({ view: viewRef, onEnter: outcome ? run.next : requestCheck, enabled: !dialogOpen });

  const schedule = outcome ? scheduleOf(outcome) : '';
  const done = index + (outcome ? 1 : 0);
  return (
    <div className={styles.session}>
      <div className={styles.bar} aria-hidden="true">
        <div className={styles.barFill} style={{ width: `${(done / cards.length) * 100}%` }} />
      </div>
      <section className={styles.card} aria-label={t('practice.title')}>
        <PracticeOrigin card={card} />
        <QuestionView
          key={question.id}
          ref={viewRef}
          question={question}
          index={index}
          total={cards.length}
          answer={run.answer}
          onAnswer={run.setAnswer}
          locked={busy || outcome !== undefined}
          checked={outcome ? checkedFromCheckAnswer(outcome.data) : undefined}
          announceResult={false}
        />
        {schedule ? (
          <p className={`${styles.schedule} ${outcome?.data.retired ? styles.retired : ''}`}>
            {outcome?.data.retired ? <CheckCircleIcon size={20} /> : <HistoryIcon size={20} />}
            {schedule}
          </p>
        ) : null}
      </section>
      <div ref={actionsRef} className={styles.actions}>
        <Button
          className={styles.primary}
          aria-disabled={busy || undefined}
          onClick={outcome ? run.next : requestCheck}
        >
          {outcome
            ? last
              ? t('practice.finish')
              : t('practice.next')
            : busy
              ? t('practice.checking')
              : t('practice.check')}
        </Button>
        {outcome ? <ReportQuestionButton questionId={question.id} quizId={card.quizId} /> : null}
      </div>
      <p className={styles.keysHint}>{t('practice.keysHint')}</p>
      {dialog}
    </div>
  );
}
