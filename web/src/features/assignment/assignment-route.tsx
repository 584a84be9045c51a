import { LearningItemRoute } from '../learning/learning-item-route';
import { AssignmentScreen } from './assignment-screen';

/** kurzy/:courseId/lp_assignment/:assignmentId. */
export function AssignmentRoute() {
  return (
    <LearningItemRoute>
      {({ courseId, itemId }) => <AssignmentScreen courseId={courseId} assignmentId={itemId} />}
    </LearningItemRoute>
  );
}
