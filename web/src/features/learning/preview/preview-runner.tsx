import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { AnswerValue, Question } from '@studovna/core/contract';
import { questionStrip } from '@studovna/core/domain';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { PinIcon } from '../../../components/icons';
import { QuestionView, type QuestionViewHandle } from '../questions/question-view';
import { QuestionStrip } from '../quiz/components/question-strip';
import { ArrowIcon } from '../quiz/quiz-icons';
import { useQuizKeyboard } from '../quiz/use-quiz-keyboard';
import quizStyles from '../quiz/components/quiz.module.css';

interface PreviewRunnerProps {
  questions: Question[];
  /** The question on screen, 1-based (from the address). */
  n: number;
  pathOf: (n: number) => string;
  /** The blocked actions (SPEC §4): each shows its alert. */
  onEvaluate: () => void;
  onPin: () => void;
  onLeave: () => void;
  dialogOpen: boolean;
}

/**
 * The sample tasks one at a time, as in a quiz: the strip, the question, previous / next and the quiz's
 * keys. Answers stay in this page only — nothing is sent. Moving on from the last question leaves the
 * preview, which is blocked like evaluating and pinning.
 */
export function PreviewRunner(props: PreviewRunnerProps) {
  const { questions, n, pathOf, onEvaluate, onPin, onLeave, dialogOpen } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const viewRef = useRef<QuestionViewHandle>(null);
  const total = questions.length;
  const question = questions[n - 1]!;
  const key = String(question.id);

  const strip = useMemo(
    () =>
      questionStrip({
        questionIds: questions.map((q) => q.id),
        answers,
        flags: [],
        checked: {},
        current: n,
      }),
    [questions, answers, n],
  );
  const answered = strip.filter((q) => q.status !== 'unanswered').length;

  useEffect(() => {
    viewRef.current?.focus();
  }, [location.key]);

  const go = (to: number) => void navigate(pathOf(to), { replace: true });
  const previous = n > 1 ? () => go(n - 1) : undefined;
  const next = n < total ? () => go(n + 1) : onLeave;
  const setAnswer = (value: AnswerValue | undefined) =>
    setAnswers((current) => {
      const next = { ...current };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });

  useQuizKeyboard({ view: viewRef, onPrevious: previous, onNext: next, onEnter: next, enabled: !dialogOpen });

  return (
    <div className={quizStyles.runner}>
      <Banner>
        <strong>{t('preview.banner.title')}</strong> {t('preview.banner.text')}
      </Banner>
      <div className={quizStyles.toolbar}>
        <p className={quizStyles.progress}>{t('quiz.answeredCount', { answered, total })}</p>
      </div>
      <QuestionStrip items={strip} pathOf={pathOf} />
      <QuestionView
        key={question.id}
        ref={viewRef}
        question={question}
        index={n - 1}
        total={total}
        answer={answers[key]}
        onAnswer={setAnswer}
        locked={false}
      />
      <div className={quizStyles.tools}>
        <Button variant="ghost" small icon={<PinIcon size={18} />} onClick={onPin}>
          {t('preview.pin')}
        </Button>
      </div>
      <nav className={quizStyles.pager} aria-label={t('quiz.pager')}>
        <Button variant="secondary" disabled={!previous} onClick={previous}>
          <ArrowIcon back />
          {t('quiz.previous')}
        </Button>
        <Button onClick={next}>
          {t('quiz.next')}
          <ArrowIcon />
        </Button>
      </nav>
      <Button variant="secondary" block onClick={onEvaluate}>
        {t('preview.evaluate')}
      </Button>
      <p className={quizStyles.keysHint}>{t('preview.keysHint')}</p>
    </div>
  );
}
