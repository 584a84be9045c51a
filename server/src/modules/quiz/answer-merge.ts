import { isIdKey, type AnswerValue } from '@studovna/core/contract';
import { isEmptyAnswer, type SavedAnswers } from '@studovna/core/domain';
import { badRequest } from '../../lib/api-error';

/**
 * Which answers a save or a finish may change. It refuses a request with 400, so it lives beside the
 * services that answer the request; the attempt rules it shares are in core (`quiz-rules`).
 */

export interface MergedAnswers {
  answers: SavedAnswers;
  /** Question ids whose answer was stored or cleared. */
  saved: number[];
  /** Question ids left alone: checked (locked) or not in the quiz. */
  ignored: number[];
}

/**
 * Sent answers over saved ones: an answer to a question of the quiz that is not checked replaces the
 * saved one (an empty answer clears it); checked questions keep their answer; unknown ids are ignored.
 * A key that is no id at all (the contract's `idKey`) refuses the whole request with 400 before anything
 * is merged, so a save never stores part of a request whose answer it then could not send.
 */
export function mergeAnswers(
  saved: SavedAnswers,
  sent: Readonly<Record<string, AnswerValue>>,
  questionIds: ReadonlySet<number>,
  checked: ReadonlySet<number>,
): MergedAnswers {
  if (!Object.keys(sent).every(isIdKey)) throw badRequest('rest_invalid_param', 'request.idOutOfRange');
  const answers: SavedAnswers = { ...saved };
  const result: MergedAnswers = { answers, saved: [], ignored: [] };
  for (const [key, value] of Object.entries(sent)) {
    const id = Number(key);
    if (!questionIds.has(id) || checked.has(id)) {
      result.ignored.push(id);
      continue;
    }
    if (isEmptyAnswer(value)) delete answers[key];
    else answers[key] = value;
    result.saved.push(id);
  }
  return result;
}
