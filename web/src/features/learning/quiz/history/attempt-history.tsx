/** The learner's finished attempts of a quiz, shown under the result. Not built yet: renders nothing. */
export function AttemptHistory(_props: { courseId: number; quizId: number }) {
  return null;
}
