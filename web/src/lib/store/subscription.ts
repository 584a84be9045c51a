/**
 * SPEC §3 subscription purchase record: a plan this browser saw become active for a learner and
 * reported to the server ('add'); it is removed again ('remove') when the plan is no longer active.
 */
export interface PurchaseRecord {
  userId: number;
  /** The plan's product id (`cz.studovna.osp`, `cz.studovna.osp.premium`). */
  purchase: string;
  /** The server's id of the bought plan. */
  receipt: string;
  /** Milliseconds since the epoch when it was recorded. */
  timeStamp: number;
  /** Premium codes the server granted for it. */
  receivedPremiums: string[];
}

/** What the server said last about one of the learner's plans. */
export interface KnownSubscription {
  userId: number;
  purchase: string;
  status: 'active' | 'expired' | 'ended';
  expiresAt: string;
}

/** SPEC §3 `subscription` slice: the purchase records and the subscription state (id → data). */
export interface SubscriptionSlice {
  records: PurchaseRecord[];
  state: Record<string, KnownSubscription>;
}

export const initialSubscription = (): SubscriptionSlice => ({ records: [], state: {} });

const sameRecord = (
  a: Pick<PurchaseRecord, 'userId' | 'receipt'>,
  b: Pick<PurchaseRecord, 'userId' | 'receipt'>,
) => a.userId === b.userId && a.receipt === b.receipt;

/** Adds the record, replacing an earlier one of the same learner and receipt. */
export const withPurchase = (slice: SubscriptionSlice, record: PurchaseRecord): SubscriptionSlice => ({
  ...slice,
  records: [...slice.records.filter((other) => !sameRecord(other, record)), record],
});

export const withoutPurchase = (
  slice: SubscriptionSlice,
  userId: number,
  receipt: string,
): SubscriptionSlice => ({
  ...slice,
  records: slice.records.filter((other) => !sameRecord(other, { userId, receipt })),
});

/** Replaces what is known about one learner's plans; other learners' entries stay. */
export function withSubscriptionState(
  slice: SubscriptionSlice,
  userId: number,
  state: Record<string, KnownSubscription>,
): SubscriptionSlice {
  const others = Object.entries(slice.state).filter(([, entry]) => entry.userId !== userId);
  return { ...slice, state: { ...Object.fromEntries(others), ...state } };
}

/** The purchase records of one learner. */
export const purchasesOf = (slice: SubscriptionSlice, userId: number): PurchaseRecord[] =>
  slice.records.filter((record) => record.userId === userId);
