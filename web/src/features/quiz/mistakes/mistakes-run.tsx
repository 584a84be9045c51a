import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import type { PracticeAttempt, Quiz } from '@studovna/core/contract';
import { clampQuestionNumber } from '@studovna/core/domain';
import { useApi } from '../../../lib/api';
import { historyKeys } from '../api/history-api';
import { practiceCalls, practiceKeys } from '../api/mistakes-api';
import { useUserId } from '../../../lib/store';
import { LearningLayout } from '../../learning/components/learning-layout';
import { useAnnouncer } from '../../../components/live-region';
import { useDialog } from '../../../components/use-dialog';
import { ATTEMPT_PARAM, learningPath, PRACTICE_PARAM } from '../../learning/learning-params';
import { createAttemptController, type AttemptState } from '../../learning/attempt/attempt-store';
import { createDraftStore } from '../../learning/attempt/draft-cache';
import { useAttempt } from '../../learning/attempt/use-attempt';
import { useKeepOnLeave } from '../../learning/attempt/use-keep-on-leave';
import { QuizRunner } from '../components/quiz-runner';
import { useOutcomeText } from '../use-outcome-text';
import { MistakesResult } from './mistakes-result';
import styles from './mistakes.module.css';

interface MistakesRunProps {
  courseId: number;
  quiz: Quiz;
  /** The run as POST /quiz/practice answered it, and when. */
  run: PracticeAttempt;
  receivedAt: number;
}

/**
 * A practice run of mistakes with the quiz's own runner (one question at a time at /{n}?procvicovani=1,
 * strip, pager, keyboard, answers saved as you go and kept in the browser), then its result.
 */
export function MistakesRun({ courseId, quiz, run, receivedAt }: MistakesRunProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const { questionIndex } = useParams();
  const outcomeText = useOutcomeText();
  const { announce, region } = useAnnouncer();
  const { show, dialog, open: dialogOpen } = useDialog();
  const [runId, setRunId] = useState(run.attempt_id);
  const [controller] = useState(() =>
    createAttemptController({
      quiz: run,
      receivedAt,
      calls: practiceCalls(api, quiz.id),
      draft: createDraftStore(queryClient, practiceKeys.draft(quiz.id, userId)),
      onAttempt: (next) => {
        setRunId(next.attempt_id);
        if (next.results.status === 'completed')
          void queryClient.invalidateQueries({ queryKey: historyKeys.attempts(quiz.id, userId) });
      },
    }),
  );
  const status = useAttempt(controller, (s) => s.status);
  const results = useAttempt(controller, (s) => s.results);
  const busy = useAttempt(controller, (s) => s.busy);
  const count = useAttempt(controller, (s) => s.questions.length);
  const pathOf = useCallback(
    (n?: number) => `${learningPath(courseId, 'lp_quiz', quiz.id, n)}?${PRACTICE_PARAM}=1`,
    [courseId, quiz.id],
  );

  useEffect(() => controller.resume(), [controller]);
  useKeepOnLeave(() => void controller.flush());

  const onChange = useEffectEvent((next: AttemptState, prev: AttemptState) => {
    if (prev.status === 'started' && next.status === 'completed')
      announce(
        t('quiz.practice.announce', {
          correct: next.results.question_correct,
          total: next.results.question_count,
        }),
      );
  });
  useEffect(() => controller.store.subscribe((next, prev) => onChange(next, prev)), [controller]);

  const again = async () => {
    const outcome = await controller.start();
    if (outcome && !outcome.ok)
      show({
        title: t('quiz.practice.startFailed'),
        text: outcomeText(outcome),
        actions: [{ label: t('common.ok') }],
      });
  };

  // the address follows the run: a question while it is in progress, none once it is evaluated
  const n = questionIndex ? clampQuestionNumber(questionIndex, count) : 0;
  let body;
  if (status !== 'started') {
    body = questionIndex ? (
      <Navigate to={pathOf()} replace />
    ) : (
      <MistakesResult
        results={results}
        reviewPath={`${learningPath(courseId, 'lp_quiz', quiz.id, 1)}?${ATTEMPT_PARAM}=${runId}`}
        quizPath={learningPath(courseId, 'lp_quiz', quiz.id)}
        busy={busy === 'start'}
        onAgain={() => void again()}
      />
    );
  } else if (questionIndex !== String(n)) {
    body = <Navigate to={pathOf(n || 1)} replace />;
  } else {
    body = (
      <div className={styles.run}>
        <p className={styles.banner}>
          <strong>{t('quiz.practice.title')}</strong>
          <span>{t('quiz.practice.note')}</span>
        </p>
        <QuizRunner
          controller={controller}
          quiz={quiz}
          n={n}
          pathOf={pathOf}
          show={show}
          dialogOpen={dialogOpen}
          announce={announce}
          practice
        />
      </div>
    );
  }

  return (
    <LearningLayout courseId={courseId} courseName={quiz.assigned.course.title} title={quiz.name}>
      {body}
      {region}
      {dialog}
    </LearningLayout>
  );
}
