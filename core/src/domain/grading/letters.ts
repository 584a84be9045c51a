/** SPEC §3: a question has at most 16 options, lettered A to P. */
export const MAX_QUESTION_OPTIONS = 16;

const FIRST = 'A'.charCodeAt(0);

/** 0 → 'A' … 15 → 'P'; any other index (negative, fractional, 16 and more) → `undefined`. */
export function optionLetter(index: number): string | undefined {
  return Number.isInteger(index) && index >= 0 && index < MAX_QUESTION_OPTIONS
    ? String.fromCharCode(FIRST + index)
    : undefined;
}

/** 'a' or 'A' → 0 … 'p' / 'P' → 15; anything else (other letters, several characters, '') → `undefined`. */
export function letterIndex(letter: string): number | undefined {
  if (letter.length !== 1) return undefined;
  const index = letter.toUpperCase().charCodeAt(0) - FIRST;
  return index >= 0 && index < MAX_QUESTION_OPTIONS ? index : undefined;
}
