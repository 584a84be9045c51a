/**
 * Item analysis of a quiz (decision 0030, Moodle's quiz statistics are the anchor). Every learner counts
 * once per quiz, with their first finished graded attempt. For each question and revision the server
 * keeps running sums of that population (what an attempt adds to them is derived in SQL from its stored
 * results: `item-analysis.repository` of the server); these rules turn the sums into the facility, the
 * discrimination and the flags.
 */

/** A question's running sums over its learners (of one revision). Points in hundredths. */
export interface ItemSums {
  /** Learners whose first attempt had the question. */
  learners: number;
  /** Of them, answered right (the item score x is 1 when right, else 0: grading is all or nothing). */
  correct: number;
  /** Of them, gave an answer (the rest skipped it). */
  answered: number;
  /** Σ rest, Σ rest², Σ rest over the learners who answered right (Σ x·rest). */
  sumRest: bigint;
  sumRest2: bigint;
  sumCorrectRest: bigint;
}

/**
 * The mean seconds a question was on screen, over the learners whose time was measured (decision 0032);
 * null when nobody's was.
 */
export const averageSeconds = (s: { timed: number; sumSeconds: number }): number | null =>
  s.timed > 0 ? Math.round(s.sumSeconds / s.timed) : null;

/** Facility: the share of learners who answered right (0–1); null without learners. */
export const facility = (s: Pick<ItemSums, 'learners' | 'correct'>): number | null =>
  s.learners > 0 ? s.correct / s.learners : null;

/**
 * Discrimination: the point-biserial correlation of the item score (1 right, 0 not) with the rest of
 * the attempt's score (Moodle's discrimination index, as a fraction −1…1). Pearson's r from the sums:
 * (nΣxy − ΣxΣy) / √((nΣx² − (Σx)²)(nΣy² − (Σy)²)), with Σx² = Σx. Null when either side does not
 * vary (everyone right, everyone wrong, or every rest score equal) or with fewer than two learners.
 */
export function discrimination(s: ItemSums): number | null {
  const n = BigInt(s.learners);
  const sx = BigInt(s.correct);
  const numerator = n * s.sumCorrectRest - sx * s.sumRest;
  const varX = n * sx - sx * sx;
  const varY = n * s.sumRest2 - s.sumRest * s.sumRest;
  if (s.learners < 2 || varX <= 0n || varY <= 0n) return null;
  return Number(numerator) / Math.sqrt(Number(varX)) / Math.sqrt(Number(varY));
}

/** Below this many learners nothing is flagged: a correlation of a handful of people is noise. */
export const FLAG_MIN_LEARNERS = 20;
/** A discrimination below this is flagged: negative, or too near zero to tell strong from weak. */
export const LOW_DISCRIMINATION = 0.1;
/**
 * An option nobody chose is flagged only when at least this many learners answered wrong: a question
 * nearly everyone gets right leaves its distractors unchosen without anything being wrong with them.
 */
export const UNUSED_OPTION_MIN_WRONG = 10;

export type ItemFlagReason = 'negative_discrimination' | 'low_discrimination' | 'unused_option';

/** The question types whose options a learner chooses (counted per option). */
export const CHOICE_TYPES = ['true_or_false', 'single_choice', 'multi_choice'] as const;
export const isChoiceType = (type: string): boolean => (CHOICE_TYPES as readonly string[]).includes(type);

export interface ItemToFlag {
  type: string;
  sums: ItemSums;
  /** The current revision's options with how many learners chose each. */
  options: readonly { value: string; chosen: number }[];
}

/** Why a question (its current revision) is flagged; empty when it is not (or too few learners). */
export function itemFlags(item: ItemToFlag): { reason: ItemFlagReason; option?: string }[] {
  if (item.sums.learners < FLAG_MIN_LEARNERS) return [];
  const flags: { reason: ItemFlagReason; option?: string }[] = [];
  const r = discrimination(item.sums);
  if (r !== null && r < 0) flags.push({ reason: 'negative_discrimination' });
  else if (r !== null && r < LOW_DISCRIMINATION) flags.push({ reason: 'low_discrimination' });
  if (isChoiceType(item.type) && item.sums.answered - item.sums.correct >= UNUSED_OPTION_MIN_WRONG)
    for (const o of item.options)
      if (o.chosen === 0) flags.push({ reason: 'unused_option', option: o.value });
  return flags;
}
