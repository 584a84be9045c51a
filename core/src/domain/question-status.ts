/**
 * A learner's status of one question (SPEC §3, §4): the last digit is the answer status — 0 not
 * answered, 1 correct, 2 re-correct (correct after an earlier incorrect answer), 3 incorrect — and the
 * tens digit is 1 when the question is pinned. A store-question call sends the new status, or ±10 to
 * toggle the pin, or -1 to remove the record.
 */

export type AnswerStatus = 0 | 1 | 2 | 3;

export interface QuestionStatus {
  answer: AnswerStatus;
  pinned: boolean;
}

export const NOT_ANSWERED: AnswerStatus = 0;
export const CORRECT: AnswerStatus = 1;
export const RE_CORRECT: AnswerStatus = 2;
export const INCORRECT: AnswerStatus = 3;

/** The number removing a status record in a store-question call. */
export const REMOVE_STATUS = -1;
/** Added to (or taken from) a status to pin (or unpin) the question. */
export const PIN_STEP = 10;

/** A stored number (0–3, 10–13) as its two parts; anything else is `null`. */
export function decodeStatus(value: number): QuestionStatus | null {
  if (!Number.isInteger(value) || value < 0 || value > 13) return null;
  const answer = value % 10;
  if (answer > 3) return null;
  return { answer: answer as AnswerStatus, pinned: value >= 10 };
}

export function encodeStatus({ answer, pinned }: QuestionStatus): number {
  return (pinned ? PIN_STEP : 0) + answer;
}

/** SPEC §3 "elsewhere: status above 2 means pinned" is the client's shorthand; this is the exact rule. */
export const isPinned = (value: number): boolean => decodeStatus(value)?.pinned ?? false;

/**
 * The answer status after an answer is graded: wrong → incorrect; right after an earlier incorrect (or
 * re-correct) → re-correct; otherwise correct. An empty answer leaves the status as it was.
 */
export function statusAfterAnswer(
  previous: QuestionStatus,
  answered: boolean,
  correct: boolean,
): QuestionStatus {
  if (!answered) return previous;
  return { ...previous, answer: answerOverStored(previous.answer, correct ? CORRECT : INCORRECT) };
}

/**
 * The answer status graded answers leave over a stored one, from `fresh`, the status the same answers
 * leave over no record (folding `statusAfterAnswer` from not answered): a right answer turns re-correct
 * after a stored incorrect or re-correct; anything else is `fresh`. Folding the answers over `stored`
 * gives the same, so the database can apply `fresh` to its latest row in the write that locks it.
 */
export function answerOverStored(stored: AnswerStatus, fresh: AnswerStatus): AnswerStatus {
  return fresh === CORRECT && (stored === INCORRECT || stored === RE_CORRECT) ? RE_CORRECT : fresh;
}

/**
 * What a store-question call asks for, from the stored status (`null` = no record) and the number sent:
 * `remove` for -1; `set` for a valid status; a ±10 toggle of the pin is sent as the stored status ± 10
 * (e.g. 3 → 13 pins, 13 → 3 unpins), which is just a `set`. Anything else is `invalid`.
 */
export function storeRequest(
  sent: number,
): { kind: 'remove' } | { kind: 'set'; status: QuestionStatus } | { kind: 'invalid' } {
  if (sent === REMOVE_STATUS) return { kind: 'remove' };
  const status = decodeStatus(sent);
  return status ? { kind: 'set', status } : { kind: 'invalid' };
}

/** The status number that toggles the pin of a stored one (0 when there is no record yet). */
export const togglePin = (value: number | null): number => {
  const current = decodeStatus(value ?? 0) ?? { answer: NOT_ANSWERED, pinned: false };
  return encodeStatus({ ...current, pinned: !current.pinned });
};

export type PinColour = 'green' | 'red' | 'grey';

/** SPEC §4 pin colours: green for status 1 or 2 (answered right), red for 3, grey otherwise. */
export function pinColour(value: number): PinColour {
  const answer = decodeStatus(value)?.answer;
  if (answer === CORRECT || answer === RE_CORRECT) return 'green';
  if (answer === INCORRECT) return 'red';
  return 'grey';
}
