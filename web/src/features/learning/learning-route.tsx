import { Navigate, useParams } from 'react-router';
import { isValidQuestionIndex } from './learning-params';
import { LearningScreen } from './learning-screen';

/** kurzy/:courseId/:sectionType/:sectionId?/:questionIndex? — a non-numeric index is a 404. */
export function LearningRoute() {
  const { questionIndex } = useParams();
  if (!isValidQuestionIndex(questionIndex)) return <Navigate to="/404" replace />;
  return <LearningScreen />;
}
