import { Navigate, useParams } from 'react-router';
import { idFromParam, isValidQuestionIndex } from './learning-params';
import { LearningScreen } from './learning-screen';

/** kurzy/:courseId/:sectionType/:sectionId?/:questionIndex? — a non-numeric course or index is a 404. */
export function LearningRoute() {
  const { courseId, sectionType = '', sectionId, questionIndex } = useParams();
  const course = idFromParam(courseId);
  if (!course || !isValidQuestionIndex(questionIndex) || (sectionId !== undefined && !idFromParam(sectionId)))
    return <Navigate to="/404" replace />;
  return (
    <LearningScreen
      key={`${course}/${sectionType}/${sectionId ?? ''}`}
      courseId={course}
      type={sectionType}
      itemId={idFromParam(sectionId)}
    />
  );
}
