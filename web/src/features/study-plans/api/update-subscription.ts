import { subscriptionsApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../../../lib/api';
import type { PurchaseResponse } from '../sync/purchase-result';

/**
 * POST /users/subscription — adds or removes the premium code of a plan for the learner. Answers the
 * transport status with the caps and `data.status` when the answer had them.
 */
export async function sendSubscriptionCommand(
  api: ApiClient,
  userId: number,
  code: string,
  command: 'add' | 'remove',
): Promise<PurchaseResponse> {
  const result = await api.call(subscriptionsApi.updateSubscription, {
    body: { id: userId, subscriptions: [{ code, command }] },
  });
  return result.ok
    ? { status: result.status, caps: result.data.caps, dataStatus: result.data.data.status }
    : { status: result.status, caps: null };
}
