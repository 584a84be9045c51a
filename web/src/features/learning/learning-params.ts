/** SPEC §2: the question index of a learning address is numeric (absent is fine). */
export const isValidQuestionIndex = (value: string | undefined): boolean =>
  value === undefined || /^\d+$/.test(value);

/** A positive numeric id from the address, else 0. */
export const idFromParam = (value: string | undefined): number =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : 0;

/**
 * The learning address kurzy/{courseId}/{sectionType}/{sectionId}/{questionIndex} (SPEC §2); the
 * question number is 1-based, as the learner reads it.
 */
export function learningPath(courseId: number, type: string, itemId: number, question?: number): string {
  const base = `/kurzy/${courseId}/${type}/${itemId}`;
  return question ? `${base}/${question}` : base;
}

/** `?procvicovani=1` on a quiz address: the practice run of the learner's mistakes (issue 5). */
export const PRACTICE_PARAM = 'procvicovani';

/** `?pokus={attemptId}` on a quiz-review address: the review of that past attempt, not the latest. */
export const ATTEMPT_PARAM = 'pokus';
