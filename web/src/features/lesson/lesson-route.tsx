import { LearningItemRoute } from '../learning/learning-item-route';
import { LessonScreen } from './lesson-screen';

/** kurzy/:courseId/lp_lesson/:lessonId. */
export function LessonRoute() {
  return (
    <LearningItemRoute>
      {({ courseId, itemId }) => <LessonScreen courseId={courseId} lessonId={itemId} />}
    </LearningItemRoute>
  );
}
