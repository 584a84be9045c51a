import { isEmptyAnswer } from './normalize';
import { exactPoints } from './exact-points';
import type { Penalty } from './penalty';
import type { GivenAnswer } from './types';

/** A part of a mock test (decision 0041): an oddíl of OSP, a part of ZSV, a dimension of TSP. */
export interface QuizPart {
  title: string;
  /** The part's own time limit; 0 when the parts share the quiz's time. */
  time_limit_seconds: number;
}

/** How a learner did in one part of a finished mock test. */
export interface PartResult {
  title: string;
  questions: number;
  correct: number;
  wrong: number;
  empty: number;
  /** Points earned less the penalties, exact and rounded once (may be negative, as the real tests report). */
  points: number;
  /** Points possible. */
  max: number;
}

/**
 * Each part's result, in the parts' order, from a finished attempt's per-question results: a question
 * counts in the part its `part` names (questions without a part, or naming no part, count in none). A
 * question without a result is skipped; a wrong answer takes off the wrong-answer penalty's share of its
 * points, a skip the skipped one's.
 */
export function partResults(
  parts: readonly QuizPart[],
  questions: readonly { id: number; point: number; part?: number | null }[],
  answered: Readonly<Record<string, { answered: unknown; correct: boolean } | undefined>>,
  penalties: { wrong: Penalty; skip: Penalty },
): PartResult[] {
  return parts.map((part, index) => {
    const own = questions.filter((q) => q.part === index);
    const rows = own.map((q) => {
      const result = answered[String(q.id)];
      const given = result !== undefined && !isEmptyAnswer(result.answered as GivenAnswer);
      const correct = given && result.correct;
      return { given, correct, earned: correct ? q.point : 0, max: q.point };
    });
    const { net } = exactPoints(
      rows.map((r) => ({
        earned: r.earned,
        max: r.max,
        penalty: r.correct ? null : r.given ? penalties.wrong : penalties.skip,
      })),
    );
    return {
      title: part.title,
      questions: own.length,
      correct: rows.filter((r) => r.correct).length,
      wrong: rows.filter((r) => r.given && !r.correct).length,
      empty: rows.filter((r) => !r.given).length,
      points: net,
      max: rows.reduce((sum, r) => sum + r.max, 0),
    };
  });
}
