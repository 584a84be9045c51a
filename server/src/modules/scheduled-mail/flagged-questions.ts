import type { Queryable } from '../../db/database';
import { plainText } from '../../lib/plain-text';
import { flaggedQuestionsOfAuthor, type FlaggedQuestion } from '../reports/reports.service';

/**
 * The questions of an author that item analysis flags (decision 0030: negative or near-zero
 * discrimination, an option nobody chooses), as the instructors' weekly summary lists them (decision 0031).
 */
export interface FlaggedQuestionLine {
  /** The question as the author knows it (its title as plain text). */
  question: string;
  /** Why it is flagged, in Czech: „rozlišovací schopnost blízko nuly“. */
  reason: string;
  /** Where to edit it, a path in the studio: `/studio/…`. */
  path: string;
}

export type FlaggedQuestionsOfAuthor = (db: Queryable, authorId: number) => Promise<FlaggedQuestionLine[]>;

/** A flag's reason as the e-mail says it (the report's screen says it at more length). */
function reasonText({ reason, option }: FlaggedQuestion['reasons'][number]): string {
  switch (reason) {
    case 'negative_discrimination':
      return 'záporná rozlišovací schopnost (lepší studující odpovídají hůř než slabší)';
    case 'low_discrimination':
      return 'rozlišovací schopnost blízko nuly';
    case 'unused_option':
      return `možnost „${plainText(option ?? '')}“ nikdo nezvolil`;
  }
}

/** The item analysis report's flagged questions of the author's courses, a line each. */
export const flaggedQuestionLines: FlaggedQuestionsOfAuthor = async (db, authorId) =>
  (await flaggedQuestionsOfAuthor(db, authorId)).map((flagged) => ({
    question: plainText(flagged.question.title),
    reason: flagged.reasons.map(reasonText).join('; '),
    path: flagged.studioPath,
  }));
