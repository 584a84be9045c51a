import { useSearchParams } from 'react-router';
import { LearningItemRoute } from '../learning/learning-item-route';
import { PRACTICE_PARAM } from '../learning/learning-params';
import { MistakesScreen } from './mistakes/mistakes-screen';
import { QuizScreen } from './quiz-screen';

/** kurzy/:courseId/lp_quiz/:quizId: the quiz, or the practice run of its mistakes with `?procvicovani=1`. */
export function QuizRoute() {
  const [search] = useSearchParams();
  return (
    <LearningItemRoute>
      {({ courseId, itemId }) =>
        search.get(PRACTICE_PARAM) === '1' ? (
          <MistakesScreen courseId={courseId} quizId={itemId} />
        ) : (
          <QuizScreen courseId={courseId} quizId={itemId} />
        )
      }
    </LearningItemRoute>
  );
}
