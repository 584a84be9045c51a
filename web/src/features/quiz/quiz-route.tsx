import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../components/spinner';
import { LearningItemRoute } from '../learning/learning-item-route';
import { LearningLayout } from '../learning/components/learning-layout';
import { PRACTICE_PARAM } from '../learning/learning-params';
import { mistakesScreen } from './quiz-parts';
import { QuizScreen } from './quiz-screen';

/** kurzy/:courseId/lp_quiz/:quizId: the quiz, or the practice run of its mistakes with `?procvicovani=1`. */
export function QuizRoute() {
  const [search] = useSearchParams();
  return (
    <LearningItemRoute>
      {({ courseId, itemId }) =>
        search.get(PRACTICE_PARAM) === '1' ? (
          <Suspense
            fallback={
              <LearningLayout courseId={courseId}>
                <LoadingState />
              </LearningLayout>
            }
          >
            <mistakesScreen.Component courseId={courseId} quizId={itemId} />
          </Suspense>
        ) : (
          <QuizScreen courseId={courseId} quizId={itemId} />
        )
      }
    </LearningItemRoute>
  );
}
