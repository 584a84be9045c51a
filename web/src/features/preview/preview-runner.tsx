import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { Question } from '@studovna/core/contract';
import { questionStrip, type PreviewAudience } from '@studovna/core/domain';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { PinIcon } from '../../components/icons';
import { failureMessage } from '../../lib/api/action-result';
import { useConfig } from '../../lib/config-context';
import { checkedFromResults, QuestionView, type QuestionViewHandle } from '../questions/question-view';
import { QuestionStrip } from '../learning/components/question-strip';
import { ArrowIcon } from '../learning/components/quiz-icons';
import { useQuizKeyboard } from '../questions/use-quiz-keyboard';
import { ReviewPinToggle } from '../review/review-pin-toggle';
import { PreviewResult } from './preview-result';
import type { PreviewSession } from './use-preview-session';
import runner from '../learning/components/runner.module.css';

interface PreviewRunnerProps {
  questions: Question[];
  /** The question on screen, 1-based (from the address). */
  n: number;
  pathOf: (n: number) => string;
  audience: PreviewAudience;
  session: PreviewSession;
  /** A guest's evaluation or pin asks to log in first. */
  onAskLogin: (intent: { action: 'evaluate' } | { action: 'pin'; questionId: number }) => void;
  /** Pinning without the course's plan. */
  onPinNeedsPlan: () => void;
  /** Moving on from the last question: the end of the sample. */
  onLeave: () => void;
  /** The offer under the result: the study plan or the course. */
  offer: React.ReactNode;
  dialogOpen: boolean;
}

/**
 * The sample tasks one at a time, as in a quiz: the strip, the question, previous / next and the quiz's
 * keys. 'Vyhodnotit' grades them (decision 0019) and then every question shows what was right and why;
 * nothing of it is stored. Pinning follows the course's plan (a learner whose plan covers the course
 * pins as in the review).
 */
export function PreviewRunner(props: PreviewRunnerProps) {
  const { questions, n, pathOf, audience, session, onAskLogin, onPinNeedsPlan, onLeave, dialogOpen } = props;
  const { t } = useTranslation();
  const { domain } = useConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const viewRef = useRef<QuestionViewHandle>(null);
  const evaluated = session.evaluated;
  const shown = evaluated?.questions ?? questions;
  const total = shown.length;
  const question = shown[n - 1]!;
  const key = String(question.id);
  const { answers } = session;
  const guest = audience === 'guest';

  const checked = useMemo(
    () =>
      evaluated
        ? Object.fromEntries(
            evaluated.questions.map((q) => [
              String(q.id),
              evaluated.results.answered[String(q.id)]?.correct ?? false,
            ]),
          )
        : {},
    [evaluated],
  );
  const strip = useMemo(
    () => questionStrip({ questionIds: shown.map((q) => q.id), answers, flags: [], checked, current: n }),
    [shown, answers, checked, n],
  );
  const answered = strip.filter((q) => q.status !== 'unanswered').length;

  useEffect(() => {
    viewRef.current?.focus();
  }, [location.key]);

  const go = (to: number) => void navigate(pathOf(to), { replace: true });
  const previous = n > 1 ? () => go(n - 1) : undefined;
  const next = n < total ? () => go(n + 1) : onLeave;
  const evaluate = () => (guest ? onAskLogin({ action: 'evaluate' }) : session.evaluate());
  const pinnable = audience === 'notEnrolled' || audience === 'member';
  const pin = () => (guest ? onAskLogin({ action: 'pin', questionId: question.id }) : onPinNeedsPlan());

  useQuizKeyboard({ view: viewRef, onPrevious: previous, onNext: next, onEnter: next, enabled: !dialogOpen });

  return (
    <div className={runner.runner}>
      {evaluated ? (
        <PreviewResult results={evaluated.results} onRestart={session.reset} offer={props.offer} />
      ) : (
        <Banner>
          <strong>{t('preview.banner.title')}</strong>{' '}
          {t(guest ? 'preview.banner.guest' : 'preview.banner.learner')}
        </Banner>
      )}
      <div className={runner.toolbar}>
        <p className={runner.progress}>{t('quiz.answeredCount', { answered, total })}</p>
      </div>
      <QuestionStrip items={strip} pathOf={pathOf} />
      <QuestionView
        key={`${question.id}-${evaluated ? 'evaluated' : 'open'}`}
        ref={viewRef}
        question={question}
        index={n - 1}
        total={total}
        answer={answers[key]}
        onAnswer={(value) => session.setAnswer(question.id, value)}
        locked={evaluated !== null}
        checked={evaluated ? checkedFromResults(question, evaluated.results.answered[key]) : undefined}
      />
      <div className={runner.tools}>
        {pinnable && question.quiz_id ? (
          <ReviewPinToggle
            quizId={question.quiz_id}
            questionId={question.id}
            pinNow={session.pinOnArrival === question.id}
            onPinnedNow={session.pinned}
          />
        ) : pinnable ? null : (
          <Button variant="ghost" small icon={<PinIcon size={18} />} onClick={pin}>
            {t('preview.pin')}
          </Button>
        )}
      </div>
      <nav className={runner.pager} aria-label={t('quiz.pager')}>
        <Button variant="secondary" disabled={!previous} onClick={previous}>
          <ArrowIcon back />
          {t('quiz.previous')}
        </Button>
        <Button onClick={next}>
          {t('quiz.next')}
          <ArrowIcon />
        </Button>
      </nav>
      {evaluated ? null : (
        <>
          <Button variant="secondary" block onClick={evaluate} disabled={session.evaluation.isPending}>
            {session.evaluation.isPending ? t('preview.evaluating') : t('preview.evaluate')}
          </Button>
          {session.evaluation.isError ? (
            <p role="alert" className={runner.keysHint}>
              {failureMessage(session.evaluation.error, {
                network: t('errors.network', { domain }),
                fallback: t('errors.dataHint'),
              })}
            </p>
          ) : null}
        </>
      )}
      <p className={runner.keysHint}>{t('preview.keysHint')}</p>
    </div>
  );
}
