import { practiceApi } from '@studovna/core/contract/routes';
import { type BodyOf } from '@studovna/core/contract';
import type { ApiClient } from '../../../lib/api';
import { actionOutcome, type ActionOutcome } from '../../../lib/api/action-result';
import { sendAction } from '../../../lib/sync/send-action';

export type PracticeAnswerBody = BodyOf<typeof practiceApi.answerPractice>;

/**
 * POST /board/practice/answer through the outbox, its `action_id` being the outbox's action id too, so
 * an answer is applied only once however often it is sent. When the server is not reached the answer
 * stays queued (sent when the connection returns) and this answers a network failure; sending the same
 * `action_id` again sends the queued answer instead of a second one.
 */
export async function sendPracticeAnswer(api: ApiClient, body: PracticeAnswerBody) {
  const result = await sendAction(api, {
    endpoint: practiceApi.answerPractice,
    request: { body },
    id: body.action_id,
  });
  if (result) return actionOutcome(result);
  const unreached: ActionOutcome<never> = { ok: false, message: null, network: true, status: 0 };
  return unreached;
}
