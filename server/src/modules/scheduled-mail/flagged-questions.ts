import type { Queryable } from '../../db/database';

/**
 * The questions of an author that item analysis flags (negative or near-zero discrimination, an option
 * nobody chooses), as the instructors' weekly summary lists them (decision 0031).
 */
export interface FlaggedQuestionLine {
  /** The question as the author knows it (its title or the start of its text). */
  question: string;
  /** Why it is flagged, in Czech: „téměř nerozlišuje silné a slabé studenty“. */
  reason: string;
  /** Where to edit it, a path in the studio: `/studio/…`. */
  path: string;
}

export type FlaggedQuestionsOfAuthor = (db: Queryable, authorId: number) => Promise<FlaggedQuestionLine[]>;

/**
 * No item analysis exists yet, so no question is flagged: the summary's section of flagged questions never
 * appears. Replaced by the item analysis report's own list when that report exists.
 */
export const noFlaggedQuestionsBeforeItemAnalysis: FlaggedQuestionsOfAuthor = () => Promise.resolve([]);
