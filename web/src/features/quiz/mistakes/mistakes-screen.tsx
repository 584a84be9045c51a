import { useTranslation } from '../../../i18n/use-translation';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { CheckCircleIcon, InfoIcon } from '../../../components/icons';
import { LoadingState } from '../../../components/spinner';
import { StateMessage } from '../../../components/state-message';
import { selectIsLoggedIn, useAppStore } from '../../../lib/store';
import { usePracticeStart } from '../api/mistakes-api';
import { useQuiz } from '../api/quiz-api';
import { LearningLayout } from '../../learning/components/learning-layout';
import { LoadFailure } from '../../learning/components/load-failure';
import { learningPath } from '../../learning/learning-params';
import { MistakesRun } from './mistakes-run';

/**
 * "Retake only my mistakes" (issue 5): the quiz address with `?procvicovani=1` starts (or continues) a
 * practice run of the wrong and skipped questions of the latest attempt. It spends no retake and never
 * changes the grade. Nothing to practise says so kindly; a guest is sent to the quiz.
 */
export function MistakesScreen({ courseId, quizId }: { courseId: number; quizId: number }) {
  const { t } = useTranslation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const quiz = useQuiz(quizId);
  const start = usePracticeStart(quizId);
  const quizPath = learningPath(courseId, 'lp_quiz', quizId);
  if (!loggedIn) return <Navigate to={quizPath} replace />;

  let content;
  const failed = quiz.isError ? quiz : start.isError ? start : null;
  if (failed) {
    content = <LoadFailure error={failed.error} courseId={courseId} onRetry={() => void failed.refetch()} />;
  } else if (!quiz.data || !start.data || !start.isFetchedAfterMount) {
    content = <LoadingState label={t('quiz.practice.starting')} />;
  } else if ('refused' in start.data) {
    const none = start.data.refused === 'quiz_no_mistakes';
    content = (
      <StateMessage
        icon={none ? <CheckCircleIcon size={32} /> : <InfoIcon size={32} />}
        tone="info"
        title={none ? t('quiz.practice.noMistakes') : t('quiz.practice.notCompleted')}
        text={none ? t('quiz.practice.noMistakesText') : t('quiz.practice.notCompletedText')}
      >
        <ButtonLink to={quizPath}>{t('quiz.practice.backToQuiz')}</ButtonLink>
      </StateMessage>
    );
  } else {
    return (
      <MistakesRun
        courseId={courseId}
        quiz={quiz.data}
        run={start.data.run}
        receivedAt={start.dataUpdatedAt}
      />
    );
  }
  return (
    <LearningLayout courseId={courseId} courseName={quiz.data?.assigned.course.title} title={quiz.data?.name}>
      {content}
    </LearningLayout>
  );
}
