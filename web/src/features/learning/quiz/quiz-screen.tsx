import { LoadingState } from '../../../components/spinner';
import { useRecordRecentlyViewed } from '../../../lib/store/use-record-recently-viewed';
import { useQuiz } from '../api/quiz-api';
import { LearningLayout } from '../components/learning-layout';
import { LoadFailure } from '../components/load-failure';
import { QuizAttemptScreen } from './quiz-attempt-screen';

/**
 * A quiz (SPEC §2, §4). It is asked from the server each time the screen opens; only that answer (never
 * a copy kept from before) starts the attempt, so the deadline counts from when it arrived.
 */
export function QuizScreen({ courseId, quizId }: { courseId: number; quizId: number }) {
  const quiz = useQuiz(quizId);
  useRecordRecentlyViewed(courseId, 'lp_quiz', quiz.data);
  if (!quiz.data || !quiz.isFetchedAfterMount || quiz.isError) {
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
  return <QuizAttemptScreen courseId={courseId} quiz={quiz.data} receivedAt={quiz.dataUpdatedAt} />;
}
