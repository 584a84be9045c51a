import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { questionStrip } from '@studovna/core/domain';
import { Button, ButtonLink } from '../../../../components/button';
import { QuestionView, type QuestionViewHandle } from '../../questions/question-view';
import type { AttemptController } from '../attempt/attempt-store';
import { useAttempt } from '../attempt/use-attempt';
import { ArrowIcon } from '../quiz-icons';
import { useQuizKeyboard } from '../use-quiz-keyboard';
import { QuestionStrip } from './question-strip';
import styles from './quiz.module.css';

interface QuizReviewProps {
  controller: AttemptController;
  n: number;
  pathOf: (n?: number) => string;
  dialogOpen: boolean;
}

/**
 * The evaluated attempt question by question (SPEC §2 quiz-review address, replaced on each move): the
 * learner's answer, the right one and the explanation; next wraps from the last to the first (SPEC §4).
 */
export function QuizReview({ controller, n, pathOf, dialogOpen }: QuizReviewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const questions = useAttempt(controller, (s) => s.questions);
  const answers = useAttempt(controller, (s) => s.answers);
  const checked = useAttempt(controller, (s) => s.checked);
  const viewRef = useRef<QuestionViewHandle>(null);
  const total = questions.length;
  const question = questions[n - 1]!;

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

  useEffect(() => {
    viewRef.current?.focus();
  }, [location.key]);

  const go = (to: number) => void navigate(pathOf(to), { replace: true });
  const previous = () => go(n > 1 ? n - 1 : total);
  const next = () => go(n < total ? n + 1 : 1);
  useQuizKeyboard({ view: viewRef, onPrevious: previous, onNext: next, onEnter: next, enabled: !dialogOpen });

  return (
    <div className={styles.runner}>
      <QuestionStrip items={strip} pathOf={pathOf} />
      <QuestionView
        key={question.id}
        ref={viewRef}
        question={question}
        index={n - 1}
        total={total}
        answer={answers[String(question.id)]}
        onAnswer={() => {}}
        locked
        checked={checked[String(question.id)]}
        announceResult={false}
      />
      <nav className={styles.pager} aria-label={t('quiz.pager')}>
        <Button variant="secondary" onClick={previous}>
          <ArrowIcon back />
          {t('quiz.previous')}
        </Button>
        <Button onClick={next}>
          {t('quiz.next')}
          <ArrowIcon />
        </Button>
      </nav>
      <ButtonLink to={pathOf()} replace variant="ghost" block>
        {t('quiz.result.backToResult')}
      </ButtonLink>
    </div>
  );
}
