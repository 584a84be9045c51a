import type { AnswerValue, QuestionType } from '../../contract/question';
import type { GivenAnswer } from './types';

/** Any run of whitespace, including no-break and thin spaces (Czech thousands separators). */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]+/g;

/**
 * A fill as blanks compare it: Unicode NFC, trimmed, inner whitespace collapsed to one space and,
 * unless `matchCase`, lower-cased.
 */
export function normalizeFill(text: string, matchCase = false): string {
  const collapsed = text.normalize('NFC').replace(SPACES, ' ').trim();
  return matchCase ? collapsed : collapsed.toLowerCase();
}

/** Digits grouped by single spaces in threes ("3 400"), or plain digits; then an optional decimal part. */
const NUMBER = /^([+-]?)(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d+))?$/;

/**
 * A learner's number: "3,5" and "3.5" are 3.5, "3 400" and "−2" (Unicode minus) are read too.
 * Anything else — units, two separators, badly grouped digits, empty — is `undefined`.
 */
export function parseFillNumber(text: string): number | undefined {
  const match = NUMBER.exec(normalizeFill(text).replace(/\u2212/g, '-'));
  if (!match) return undefined;
  const [, sign, whole = '', fraction] = match;
  const value = Number(`${sign}${whole.replace(/ /g, '')}${fraction === undefined ? '' : `.${fraction}`}`);
  return Number.isFinite(value) ? value : undefined;
}

const isBlankString = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/**
 * Nothing was given: `undefined`, `null`, a blank string, a list of blank strings (or none), a record
 * whose fills are all blank (or none).
 */
export function isEmptyAnswer(answer: GivenAnswer): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return isBlankString(answer);
  if (Array.isArray(answer)) return answer.every(isBlankString);
  if (typeof answer === 'object') return Object.values(answer).every((v) => v == null || isBlankString(v));
  return false;
}

/** Question types answered with one option value. */
const isSingleValueType = (type: QuestionType): boolean =>
  type === 'true_or_false' || type === 'single_choice';

/**
 * The one option value of an answer to a true_or_false or single_choice question: a string, or a list
 * holding one (LearnPress accepts `["value"]`, and clients written for it send that). `null` when nothing
 * was given; `undefined` when the answer holds more than one value: several values, or fills.
 */
export function singleValueOf(answer: GivenAnswer): string | null | undefined {
  if (isEmptyAnswer(answer)) return null;
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer) && answer.length === 1) return answer[0];
  return undefined;
}

/**
 * An answer in the form it is stored and graded in: a single-value question's one-element list becomes
 * its value; an answer of other types, or no answer, stays as sent. `undefined` when the answer does not
 * fit its question (several values for one answer): the caller refuses it rather than grade it wrong.
 */
export function canonicalAnswer(type: QuestionType, answer: AnswerValue): AnswerValue | undefined {
  if (!isSingleValueType(type)) return answer;
  const value = singleValueOf(answer);
  return value === null ? answer : value;
}
