/** A number as Moodle's numerical answers take it (PHP's `is_numeric`): decimal point, sign, exponent. */
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number a text writes, or `undefined` (a decimal comma, units, words). */
export function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

/** `answer ± tolerance` as a blank's range, without binary noise (3.14 ± 0.01 is 3.13 to 3.15). */
export function toleranceRange(answer: number, tolerance: number): { min: number; max: number } {
  const spread = Math.abs(tolerance);
  const bound = (value: number) => Number(value.toPrecision(12));
  return { min: bound(answer - spread), max: bound(answer + spread) };
}
