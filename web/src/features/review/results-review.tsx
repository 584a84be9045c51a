/**
 * ResultsReview — the full-screen review of an evaluated quiz attempt (SPEC §2 "Quiz results", §4
 * Review), for the current attempt, a past one or a pin of the Board:
 *
 *   <ResultsReview title={t('review.title')} quizName={quiz.name} questions={view.questions}
 *     answers={serverAnswers(view.results)} checked={view.checked} n={n}
 *     onMove={(to) => navigate(pathOf(to), { replace: true })} onClose={() => navigate(pathOf())} />
 *
 * `answers` and `checked` are what `serverAnswers` / `toAttemptView` (quiz/attempt/attempt-view) give.
 * The review only asks to move (`onMove(n)`, 1-based) or to close; the caller keeps the address. While
 * the attempt loads (or fails to), pass `placeholder` to show instead of the question. A learner can
 * pin the question shown to the Board (in the header); anyone can report an error in it (under it).
 * Under its result, each question says what it earned of its points when the evaluation says so.
 */
import { useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import type { AnswerValue, Question } from '@studovna/core/contract';
import {
  explanationOpensByItself,
  isEmptyAnswer,
  questionStrip,
  roundTo2,
  wrapQuestion,
} from '@studovna/core/domain';
import { Button } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { ReportQuestionButton } from '../support/report-question-button';
import { isTextEntryTarget, QuestionView, type QuestionViewHandle } from '../questions/question-view';
import type { CheckedQuestion } from '../questions/question-types';
import { idFromParam } from '../learning/learning-params';
import { ArrowIcon } from '../learning/components/quiz-icons';
import { ExplanationPanel } from './explanation-panel';
import { ReviewPinToggle } from './review-pin-toggle';
import { ReviewStrip } from './review-strip';
import { useAvailableHeight } from './use-available-height';
import { useModalFocus } from './use-modal-focus';
import { useMoveFocus } from './use-move-focus';
import styles from './results-review.module.css';

export interface ResultsReviewProps {
  title: string;
  quizName: string;
  questions: Question[];
  /** Question id → the learner's answer. */
  answers: Readonly<Record<string, AnswerValue>>;
  /** Question id → what the evaluation revealed. */
  checked: Readonly<Record<string, CheckedQuestion>>;
  /** The question shown, 1-based. */
  n: number;
  onMove: (n: number) => void;
  onClose: () => void;
  /** Shown instead of the question (loading, not found); the review keeps its frame and close button. */
  placeholder?: ReactNode;
  /** The quiz the questions are pinned and reported from; the quiz of the address when left out. */
  quizId?: number;
  /** Someone else's attempt looked at (the team's learner page): nothing to pin or report. */
  readOnly?: boolean;
}

export function ResultsReview(props: ResultsReviewProps) {
  const { title, quizName, questions, answers, checked, n, onMove, onClose, placeholder } = props;
  const { t } = useTranslation();
  const { sectionId } = useParams();
  const quizId = props.quizId ?? idFromParam(sectionId);
  const titleId = useId();
  const keysHintId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const view = useRef<QuestionViewHandle>(null);
  const available = useAvailableHeight(sheet);
  const total = questions.length;
  const question = placeholder ? undefined : questions[n - 1];

  const { trapTab } = useModalFocus(sheet, () => {
    if (!view.current) return false;
    view.current.focus();
    return true;
  });
  const moveRegion = useMoveFocus({ n, total, sheet, content, view, shown: question !== undefined });

  const strip = useMemo(
    () =>
      questionStrip({
        questionIds: questions.map((q) => q.id),
        answers,
        flags: [],
        checked: Object.fromEntries(Object.entries(checked).map(([id, c]) => [id, c.correct])),
        current: n,
      }),
    [questions, answers, checked, n],
  );

  const move = (step: number) => {
    if (total) onMove(wrapQuestion(n, total, step));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // keys of a dialog opened over the review (portalled elsewhere) are that dialog's
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || !question) return;
    const target = event.target instanceof Element ? event.target : null;
    if (isTextEntryTarget(event.target) || target?.closest('[role="separator"]')) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const revealed = question ? checked[String(question.id)] : undefined;
  const explanation = question ? (revealed?.explanation ?? question.explanation ?? null) : null;

  return createPortal(
    <div
      className={styles.scrim}
      onMouseDown={(event) => {
        // a click beside the sheet keeps focus inside it
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      <div
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={keysHintId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.quizName}>{quizName}</p>
          </div>
          {question && !props.readOnly ? <ReviewPinToggle quizId={quizId} questionId={question.id} /> : null}
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </header>
        <p id={keysHintId} className="visually-hidden">
          {t('review.keys')}
        </p>

        {question ? (
          <>
            <ReviewStrip items={strip} n={n} onSelect={onMove} />
            <div
              ref={content}
              className={styles.content}
              role="region"
              aria-label={t('review.questionRegion')}
              // the question scrolls: keyboard users reach it to scroll
              tabIndex={0}
            >
              <QuestionView
                key={question.id}
                ref={view}
                question={question}
                index={n - 1}
                total={total}
                answer={answers[String(question.id)]}
                onAnswer={() => {}}
                locked
                checked={revealed}
                hideExplanation
                announceResult={false}
                headingLevel={3}
              />
              {revealed?.points ? (
                <QuestionPoints
                  points={revealed.points}
                  correct={revealed.correct}
                  answered={!isEmptyAnswer(answers[String(question.id)])}
                />
              ) : null}
              {props.readOnly ? null : (
                <div className={styles.report}>
                  <ReportQuestionButton questionId={question.id} quizId={quizId || undefined} />
                </div>
              )}
            </div>
            <ExplanationPanel
              questionId={question.id}
              explanation={explanation}
              opensByItself={explanationOpensByItself(
                revealed?.options ?? question.options,
                Boolean(explanation),
              )}
              available={available}
            />
            <nav className={styles.bar} aria-label={t('quiz.pager')}>
              <Button variant="secondary" onClick={() => move(-1)}>
                <ArrowIcon back />
                {t('quiz.previous')}
              </Button>
              <Button onClick={() => move(1)}>
                {t('quiz.next')}
                <ArrowIcon />
              </Button>
            </nav>
          </>
        ) : (
          <div className={styles.placeholder}>{placeholder}</div>
        )}
        {moveRegion}
      </div>
    </div>,
    document.body,
  );
}

/** What the question earned of its points, and what took them off: "Body: −0,33 z 1 (špatná odpověď)". */
function QuestionPoints({
  points,
  correct,
  answered,
}: {
  points: NonNullable<CheckedQuestion['points']>;
  correct: boolean;
  answered: boolean;
}) {
  const { t } = useTranslation();
  const earned = roundTo2(points.earned);
  const value = t('review.pointsValue', { value: Math.abs(earned) });
  const values = { points: earned < 0 ? `−${value}` : value, max: points.of };
  return (
    <p className={styles.points}>
      {correct
        ? t('review.points', values)
        : answered
          ? t('review.pointsWrong', values)
          : t('review.pointsSkipped', values)}
    </p>
  );
}
