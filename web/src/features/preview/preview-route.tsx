import { LearningItemRoute } from '../learning/learning-item-route';
import { PreviewScreen } from './preview-screen';

/** kurzy/:courseId/lp_course_preview/:courseId?/:questionIndex?: the course's sample tasks. */
export function PreviewRoute() {
  return (
    <LearningItemRoute itemOptional>
      {({ courseId }) => <PreviewScreen courseId={courseId} />}
    </LearningItemRoute>
  );
}
