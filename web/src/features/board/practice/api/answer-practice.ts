import { boardApi, type BodyOf } from '@studovna/core/contract';
import type { ApiClient } from '../../../../lib/api';
import { actionOutcome } from '../../../../lib/api/action-result';

export type PracticeAnswerBody = BodyOf<typeof boardApi.answerPractice>;

/**
 * POST /board/practice/answer. When the server was not reached it is sent once more with the same
 * `action_id`, so an answer that did arrive the first time is applied only once.
 */
export async function sendPracticeAnswer(api: ApiClient, body: PracticeAnswerBody) {
  let result = await api.call(boardApi.answerPractice, { body });
  if (!result.ok && result.status === 0) result = await api.call(boardApi.answerPractice, { body });
  return actionOutcome(result);
}
