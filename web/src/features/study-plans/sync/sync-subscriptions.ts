import type { QueryClient } from '@tanstack/react-query';
import type { Subscription } from '@studovna/core/contract';
import { subscriptionsApi } from '@studovna/core/contract/routes';
import { familyOfProductId } from '@studovna/core/domain';
import type { ApiClient } from '../../../lib/api';
import { recordLog } from '../../../lib/logs/app-log';
import { purchasesOf, type AppStore, type KnownSubscription, type PurchaseRecord } from '../../../lib/store';
import { refreshCapabilities } from '../../auth/fetch-capabilities';
import { studyPlanKeys } from '../api/subscriptions-query';
import { sendSubscriptionCommand } from '../api/update-subscription';
import { purchaseResultCode, type PurchaseResultCode } from './purchase-result';

/** SPEC §9: the active-subscription check gives up after 15 s and keeps what was known before. */
export const SUBSCRIPTION_CHECK_TIMEOUT_MS = 15000;

/** A plan that started this long ago or less is announced as activated when first seen on this device. */
const JUST_BOUGHT_MS = 24 * 60 * 60 * 1000;

export interface SyncDeps {
  api: ApiClient;
  store: AppStore;
  queryClient: QueryClient;
  now?: () => number;
  timeoutMs?: number;
}

export interface SyncReport {
  /** The result of recording a newly active plan; null when no plan became active. */
  added: PurchaseResultCode | null;
  /** The newly recorded plan was bought by the learner within the last day (worth announcing), not long
   * ago elsewhere nor granted by the team. */
  justBought: boolean;
  /** A recorded plan is no longer active and no other plan is. */
  expired: boolean;
}

const stateOf = (userId: number, subscriptions: Subscription[]): Record<string, KnownSubscription> =>
  Object.fromEntries(
    subscriptions.map((sub) => [
      String(sub.id),
      { userId, purchase: sub.plan.product_id, status: sub.status, expiresAt: sub.expires_at },
    ]),
  );

/**
 * SPEC §3, §4, §8 for the logged-in learner: fetch their plans (on time-out or failure the previous
 * state stays); a recorded plan that is no longer active is removed ('remove') and its record dropped;
 * a newly active plan is recorded and sent ('add'), its caps stored; then the capabilities are fetched
 * again. Null when nobody is logged in or the plans could not be fetched.
 */
export async function syncSubscriptions(deps: SyncDeps): Promise<SyncReport | null> {
  const { api, store, queryClient, now = Date.now } = deps;
  const { token, info: user } = store.getState().user;
  if (!token || !user) return null;
  const sameSession = () => store.getState().user.token === token;

  const result = await api.call(subscriptionsApi.listSubscriptions, {
    signal: AbortSignal.timeout(deps.timeoutMs ?? SUBSCRIPTION_CHECK_TIMEOUT_MS),
  });
  if (!sameSession()) return null;
  if (!result.ok) {
    await refreshCapabilities(api, store, now);
    return null;
  }
  const subscriptions = result.data;
  queryClient.setQueryData(studyPlanKeys.subscriptions(user.id), subscriptions);
  store.getState().setSubscriptionState(user.id, stateOf(user.id, subscriptions));

  const active = subscriptions.find((sub) => sub.status === 'active') ?? null;
  const records = purchasesOf(store.getState().subscription, user.id);
  const ended = records.filter((record) => record.receipt !== String(active?.id));
  for (const record of ended) await removePurchase(deps, record);

  const added =
    active && !records.some((record) => record.receipt === String(active.id))
      ? await addPurchase(deps, user.id, active)
      : null;
  if (sameSession()) await refreshCapabilities(api, store, now);
  const justBought =
    !!active && active.source !== 'admin' && now() - Date.parse(active.starts_at) < JUST_BOUGHT_MS;
  return { added, justBought, expired: ended.length > 0 && !active };
}

async function removePurchase({ api, store }: SyncDeps, record: PurchaseRecord): Promise<void> {
  const family = familyOfProductId(record.purchase);
  if (family) {
    const response = await sendSubscriptionCommand(api, record.userId, family, 'remove');
    recordLog(store, 'info', `[subscription] remove ${record.purchase} → ${response.status}`);
  }
  store.getState().dropPurchase(record.userId, record.receipt);
}

async function addPurchase(
  { api, store, now = Date.now }: SyncDeps,
  userId: number,
  active: Subscription,
): Promise<PurchaseResultCode> {
  const token = store.getState().user.token;
  const record: PurchaseRecord = {
    userId,
    purchase: active.plan.product_id,
    receipt: String(active.id),
    timeStamp: now(),
    receivedPremiums: [],
  };
  store.getState().recordPurchase(record);
  const family = familyOfProductId(record.purchase);
  const response = family ? await sendSubscriptionCommand(api, userId, family, 'add') : undefined;
  const loggedIn = Boolean(token) && store.getState().user.token === token;
  const code = purchaseResultCode({ loggedIn, productId: record.purchase, response });
  recordLog(store, code === 'SUCCESS' ? 'info' : 'warn', `[subscription] add ${record.purchase} → ${code}`);

  if (code === 'SUCCESS' && response?.caps && family) {
    const caps = response.caps;
    store.getState().recordPurchase({ ...record, receivedPremiums: caps[family] ? [family] : [] });
    store.getState().setCapabilities(caps, store.getState().user.roles, now());
  } else if (code !== 'UNKNOWN_SUBSCRIPTION') {
    // not delivered: the next check tries again
    store.getState().dropPurchase(userId, record.receipt);
  }
  return code;
}
