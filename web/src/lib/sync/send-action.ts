import type { EndpointDefinition } from '@studovna/core/contract';
import type { ApiClient, ApiResult } from '../api';
import type { FailedRequest } from './failed-action';
import { newActionId } from './new-action-id';
import { outboxOf } from './outbox';

export interface SendActionOptions<E extends EndpointDefinition> {
  endpoint: E;
  request: FailedRequest;
  /** The action id; a fresh one when left out. */
  id?: string;
  /** The server's final answer (null when dropped) to an action that had to wait in the queue. */
  later?: (result: ApiResult<E> | null) => void;
}

/**
 * A learner action that changes server state, sent through the app's outbox (non-critical): answers the
 * server's final answer, or null while the action waits in the queue; `later` then hears how it ended.
 * Sending an action id that already waits sends the queue again instead of queueing it twice.
 */
export async function sendAction<E extends EndpointDefinition>(
  api: ApiClient,
  { endpoint, request, id = newActionId(), later }: SendActionOptions<E>,
): Promise<ApiResult<E> | null> {
  const outbox = outboxOf(api);
  if (!outbox) return api.call(endpoint, { ...request, actionId: id } as never) as Promise<ApiResult<E>>;
  const state: { told: boolean; early?: { result: ApiResult<E> | null } } = { told: false };
  const stop = outbox.onSettled((action, result) => {
    if (action.id !== id) return;
    stop();
    if (state.told) later?.(result as ApiResult<E> | null);
    else state.early = { result: result as ApiResult<E> | null };
    return true;
  });
  const waiting = outbox.pending().some((action) => action.id === id);
  const answer = waiting
    ? await outbox.replay().then(() => null)
    : await outbox.queue({ endpoint, request, id });
  if (answer) {
    stop();
    return answer;
  }
  if (state.early) return state.early.result;
  state.told = true;
  return null;
}
