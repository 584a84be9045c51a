/**
 * The penalty of a quiz's marking (issue 27): the share of a question's points a wrong answer (or a
 * skipped question) takes off, an exact fraction from 0 to 1 — TSP takes 1/5 for a wrong answer, the
 * Scio tests 1/3, LearnPress's negative marking the whole mark. Written as text: `0`, `1` or `n/d` in
 * lowest terms (the canonical form every store and answer carries), so a third stays a third.
 */
export interface Penalty {
  numerator: number;
  denominator: number;
}

/** The largest denominator a penalty may have. */
export const MAX_PENALTY_DENOMINATOR = 100;

export const NO_PENALTY: Penalty = { numerator: 0, denominator: 1 };
export const WHOLE_MARK: Penalty = { numerator: 1, denominator: 1 };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function lowest(numerator: number, denominator: number): Penalty | null {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) return null;
  if (denominator <= 0 || numerator < 0 || numerator > denominator) return null;
  const d = gcd(numerator, denominator);
  const p = { numerator: numerator / d, denominator: numerator === 0 ? 1 : denominator / d };
  return p.denominator <= MAX_PENALTY_DENOMINATOR ? p : null;
}

/**
 * A penalty read from what an author types or a store holds: `0`, `1`, a fraction `1/3` (spaces
 * allowed), or a decimal with a point or a comma (`0,25`, `0.2`). Null for anything else, a value
 * outside 0–1, or a fraction whose lowest terms need a denominator above {@link MAX_PENALTY_DENOMINATOR}.
 */
export function parsePenalty(text: string): Penalty | null {
  const s = text.trim();
  const fraction = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(s);
  if (fraction) return lowest(Number(fraction[1]), Number(fraction[2]));
  const decimal = /^(\d)(?:[.,](\d{1,4}))?$/.exec(s);
  if (!decimal) return null;
  const digits = decimal[2] ?? '';
  return lowest(Number(decimal[1] + digits), 10 ** digits.length);
}

/** The canonical text of a penalty: `0`, `1` or `n/d` in lowest terms. */
export function penaltyText(p: Penalty): string {
  if (p.numerator === 0) return '0';
  if (p.numerator === p.denominator) return '1';
  return `${p.numerator}/${p.denominator}`;
}

/** Whether `text` is a penalty in its canonical form (what the wire and the stores carry). */
export const isPenaltyText = (text: string): boolean => {
  const p = parsePenalty(text);
  return p !== null && penaltyText(p) === text;
};

/** A stored penalty's value; a text that is not a penalty takes nothing off. */
export const penaltyOf = (text: string): Penalty => parsePenalty(text) ?? NO_PENALTY;

/** Whether the penalty takes anything off. */
export const takesOff = (p: Penalty): boolean => p.numerator > 0;

/** The LearnPress switch (`_lp_negative_marking`, `_lp_minus_skip_questions`): on takes the whole mark. */
export const penaltyOfSwitch = (on: boolean): Penalty => (on ? WHOLE_MARK : NO_PENALTY);

/** The penalty as a number (1/3 → 0.333…): for display and for ordering, never for summing. */
export const penaltyValue = (p: Penalty): number => p.numerator / p.denominator;

/** What an author typed, in the canonical form when it is a penalty (`0,25` → `1/4`); else as typed. */
export const canonicalPenalty = (text: string): string => {
  const p = parsePenalty(text);
  return p ? penaltyText(p) : text;
};
