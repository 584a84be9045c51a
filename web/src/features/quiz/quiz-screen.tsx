import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError } from '../../lib/api';
import { useRecordRecentlyViewed } from '../../lib/store/use-record-recently-viewed';
import { useQuiz } from './api/quiz-api';
import { forgetStartOpening, startOpening } from './api/start-opening';
import { LearningLayout } from '../learning/components/learning-layout';
import { LoadFailure } from '../learning/components/load-failure';
import { QuizAttemptScreen } from './quiz-attempt-screen';

const isNetworkFailure = (error: unknown) => error instanceof ApiRequestError && error.isNetworkError;

/**
 * A quiz (SPEC §2, §4). It is asked from the server each time the screen opens; only that answer (never
 * a copy kept from before) starts the attempt, so the deadline counts from when it arrived. When the
 * app started on the quiz's address, the screen opened with the app: the answer asked for at start.
 * Offline, the copy kept in the browser is shown instead, so an attempt goes on without the network.
 */
export function QuizScreen({ courseId, quizId }: { courseId: number; quizId: number }) {
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => startOpening(queryClient, quizId) ?? Date.now());
  useEffect(() => forgetStartOpening(queryClient), [queryClient]);
  const quiz = useQuiz(quizId, openedAt);
  useRecordRecentlyViewed(courseId, 'lp_quiz', quiz.data);
  // offline, the quiz kept from before is shown (with the answers kept in the browser)
  const offlineCopy =
    quiz.data !== undefined &&
    (quiz.fetchStatus === 'paused' || (quiz.isError && isNetworkFailure(quiz.error)));
  if (!offlineCopy && (!quiz.data || quiz.dataUpdatedAt < openedAt || quiz.isError)) {
    return (
      <LearningLayout
        courseId={courseId}
        courseName={quiz.data?.assigned.course.title}
        title={quiz.data?.name}
      >
        {quiz.isError ? (
          <LoadFailure error={quiz.error} courseId={courseId} onRetry={() => void quiz.refetch()} />
        ) : (
          <LoadingState />
        )}
      </LearningLayout>
    );
  }
  if (!quiz.data) return null;
  return <QuizAttemptScreen courseId={courseId} quiz={quiz.data} receivedAt={quiz.dataUpdatedAt} />;
}
