import { LearningItemRoute, LearningUnavailable } from './learning-item-route';

/** A learning address of a section type the app does not show (not a lesson, quiz, assignment or preview). */
export function LearningRoute() {
  return (
    <LearningItemRoute>{({ courseId }) => <LearningUnavailable courseId={courseId} />}</LearningItemRoute>
  );
}
