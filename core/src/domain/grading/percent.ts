/**
 * Rounds to two decimals, half away from zero, without binary-float surprises (1.005 → 1.01).
 * Not a finite number → 0.
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const hundredths = Number((Math.abs(value) * 100).toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(hundredths)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * SPEC §4 progress: a value up to 1 is a fraction (0.5 → 50), a larger one already a percent;
 * rounded to two decimals. Not a finite number → 0. Only for values whose scale is not known: a quiz
 * result, always a percent (a 1 % result is not 100 %), goes through `roundTo2`.
 */
export const toPercent = (value: number): number => roundTo2(value <= 1 ? value * 100 : value);

/** SPEC §5: a quiz passing grade outside 0–100 (or not a number) is 0. */
export const quizPassingGrade = (grade: number): number =>
  Number.isFinite(grade) && grade >= 0 && grade <= 100 ? grade : 0;
