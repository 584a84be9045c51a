import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { Quiz } from '@studovna/core/contract';
import { attemptSummary, checkGate, questionStrip, secondsUntil } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { ReportQuestionButton } from '../../support/report-question-button';
import { useNow } from '../../../lib/use-now';
import type { DialogRequest } from '../../../components/use-dialog';
import { QuestionView, type QuestionViewHandle } from '../../questions/question-view';
import type { AttemptController } from '../../learning/attempt/attempt-store';
import { useAttempt } from '../../learning/attempt/use-attempt';
import { QueuedNotice } from './queued-notice';
import { ArrowIcon, FlagIcon } from '../../learning/components/quiz-icons';
import { useOutcomeText } from '../use-outcome-text';
import { useQuizKeyboard } from '../../questions/use-quiz-keyboard';
import { QuestionStrip } from '../../learning/components/question-strip';
import { QuizSummary } from './quiz-summary';
import { QuizTimer, SaveStatus } from './quiz-status';
import styles from './quiz.module.css';
import runner from '../../learning/components/runner.module.css';

interface QuizRunnerProps {
  controller: AttemptController;
  quiz: Quiz;
  /** The question on screen, 1-based (from the address). */
  n: number;
  pathOf: (n: number) => string;
  show: (request: DialogRequest) => void;
  dialogOpen: boolean;
  announce: (text: string) => void;
  /** A practice run of mistakes: no check of single questions, and the finish says the grade stays. */
  practice?: boolean;
}

/**
 * The attempt in progress: one question at a time (its number in the address, replaced on each move),
 * the question strip, flag, check (instant-check quizzes), previous / next, the timer from the server's
 * deadline, the summary before evaluation and the finish with its confirmation (SPEC §4, §5).
 */
export function QuizRunner({
  controller,
  quiz,
  n,
  pathOf,
  show,
  dialogOpen,
  announce,
  practice = false,
}: QuizRunnerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const outcomeText = useOutcomeText();
  const questions = useAttempt(controller, (s) => s.questions);
  const answers = useAttempt(controller, (s) => s.answers);
  const checked = useAttempt(controller, (s) => s.checked);
  const flags = useAttempt(controller, (s) => s.flags);
  const busy = useAttempt(controller, (s) => s.busy);
  const save = useAttempt(controller, (s) => s.save);
  const deadline = useAttempt(controller, (s) => s.deadline);
  const timeUp = useAttempt(controller, (s) => s.timeUp);
  const viewRef = useRef<QuestionViewHandle>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const [summaryAt, setSummaryAt] = useState<string | null>(null);
  const summary = summaryAt === location.key;
  const now = useNow(1000, deadline !== null);
  const instant = !practice && quiz.meta_data._lp_instant_check === 'yes';
  const total = questions.length;
  const question = questions[n - 1]!;
  const key = String(question.id);
  const checkedView = checked[key];
  const locked = checkedView !== undefined || busy === 'finish' || timeUp !== null;

  const strip = useMemo(
    () =>
      questionStrip({
        questionIds: questions.map((q) => q.id),
        answers,
        flags,
        checked: Object.fromEntries(Object.entries(checked).map(([id, c]) => [id, c.correct])),
        current: summary ? 0 : n,
      }),
    [questions, answers, flags, checked, summary, n],
  );
  const answered = strip.filter((q) => q.status !== 'unanswered').length;

  // the clock: the controller submits at the deadline; the screen reader hears 5 and 1 minute left
  useEffect(() => {
    const minutes = controller.tick(now);
    if (minutes) announce(t('quiz.timeWarning', { count: minutes }));
  }, [controller, now, announce, t]);

  // the question on screen counts its time (decision 0032): not the summary, nor a hidden page
  useEffect(() => {
    controller.viewing(summary ? null : question.id);
    return () => controller.viewing(null);
  }, [controller, question.id, summary]);
  useEffect(() => {
    const onVisibility = () => controller.setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [controller]);

  // every move sends the waiting answers and puts focus on the question (or the summary)
  useEffect(() => {
    void controller.flush();
    (summary ? summaryHeading.current : viewRef.current)?.focus();
  }, [controller, location.key, summary]);

  const go = (to: number) => void navigate(pathOf(to), { replace: true });
  const openSummary = () => setSummaryAt(location.key);
  const previous = n > 1 ? () => go(n - 1) : undefined;
  const next = n < total ? () => go(n + 1) : openSummary;

  const doCheck = async () => {
    const outcome = await controller.check(question.id);
    if (outcome && !outcome.ok)
      show({
        title: t('quiz.check.failed'),
        text: outcomeText(outcome),
        actions: [{ label: t('common.ok') }],
      });
  };
  const requestCheck = () => {
    if (checkedView || busy) return;
    const gate = checkGate(question.type, answers[key], question.options[0]?.ids ?? []);
    if (gate === 'chooseFirst')
      return show({ title: t('quiz.check.chooseFirst'), actions: [{ label: t('common.ok') }] });
    if (gate === 'confirmEmpty')
      return show({
        title: t('quiz.check.confirmEmpty'),
        text: t('quiz.check.confirmEmptyText'),
        actions: [
          { label: t('common.cancel'), variant: 'secondary' },
          { label: t('quiz.check.action'), onSelect: () => void doCheck() },
        ],
      });
    void doCheck();
  };

  const doFinish = async () => {
    const outcome = await controller.finish();
    if (outcome && !outcome.ok)
      show({
        title: practice ? t('quiz.practice.finishFailed') : t('quiz.finish.failed'),
        text: outcomeText(outcome),
        actions: [{ label: t('common.ok') }],
      });
  };
  const requestFinish = () => {
    const empty = attemptSummary(strip).unanswered.length;
    const text = empty ? t('quiz.finish.confirmEmptyText', { count: empty }) : t('quiz.finish.confirmText');
    show({
      title: empty ? t('quiz.finish.confirmEmpty') : t('quiz.finish.confirm'),
      text: practice ? `${text} ${t('quiz.practice.confirmNote')}` : text,
      actions: [
        { label: t('common.cancel'), variant: 'secondary' },
        { label: t('quiz.evaluate'), onSelect: () => void doFinish() },
      ],
    });
  };

  useQuizKeyboard({
    view: viewRef,
    onPrevious: summary ? undefined : previous,
    onNext: summary ? undefined : next,
    onEnter: summary ? undefined : instant && !checkedView ? requestCheck : next,
    enabled: !dialogOpen,
  });

  const flagged = flags.includes(question.id);
  return (
    <div className={runner.runner}>
      <div className={runner.toolbar}>
        <p className={runner.progress}>{t('quiz.answeredCount', { answered, total })}</p>
        <SaveStatus state={save} />
        {deadline !== null ? <QuizTimer seconds={secondsUntil(deadline, now)} /> : null}
      </div>
      <QuestionStrip items={strip} pathOf={pathOf} />
      <QueuedNotice controller={controller} questionId={summary ? undefined : question.id} />
      {summary ? (
        <QuizSummary
          strip={strip}
          pathOf={pathOf}
          busy={busy === 'finish'}
          onBack={() => go(n)}
          onEvaluate={requestFinish}
          headingRef={summaryHeading}
        />
      ) : (
        <>
          <QuestionView
            key={question.id}
            ref={viewRef}
            question={question}
            index={n - 1}
            total={total}
            answer={answers[key]}
            onAnswer={(value) => controller.setAnswer(question.id, value ?? '')}
            locked={locked}
            checked={checkedView}
          />
          <div className={runner.tools}>
            {/* pressed, it says its state and what pressing it now does (its name has both) */}
            <Button
              variant="ghost"
              small
              aria-pressed={flagged}
              aria-label={flagged ? t('quiz.flaggedName') : undefined}
              className={flagged ? styles.flagOn : undefined}
              onClick={() => controller.toggleFlag(question.id)}
            >
              <FlagIcon />
              {flagged ? (
                <span className={styles.flagText}>
                  <span>{t('quiz.flagged')}</span>
                  <span className={styles.flagUndo}>{t('quiz.unflag')}</span>
                </span>
              ) : (
                t('quiz.flag')
              )}
            </Button>
            {instant ? (
              <Button
                variant="secondary"
                disabled={checkedView !== undefined || busy !== null}
                onClick={requestCheck}
              >
                {checkedView
                  ? t('quiz.check.done')
                  : busy === 'check'
                    ? t('quiz.check.busy')
                    : t('quiz.check.action')}
              </Button>
            ) : null}
          </div>
          <nav className={runner.pager} aria-label={t('quiz.pager')}>
            <Button variant="secondary" disabled={!previous} onClick={previous}>
              <ArrowIcon back />
              {t('quiz.previous')}
            </Button>
            <Button onClick={next}>
              {n < total ? t('quiz.next') : t('quiz.summary.open')}
              <ArrowIcon />
            </Button>
          </nav>
          <Button variant="ghost" block onClick={openSummary}>
            {t('quiz.finish.open')}
          </Button>
          <p className={runner.keysHint}>{t('quiz.keysHint')}</p>
          <div className={runner.tools}>
            <ReportQuestionButton questionId={question.id} quizId={quiz.id} />
          </div>
        </>
      )}
    </div>
  );
}
