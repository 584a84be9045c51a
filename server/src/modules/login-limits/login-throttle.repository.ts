import type { Queryable } from '../../db/database';

/**
 * Attempt counters per key (an account, an IP address) in a fixed window that starts at the first
 * attempt after the last window ended. `failures` are attempts counted in the window; `pending` are
 * attempts let through whose outcome is not known yet. Each change is one conditional write of one
 * row, so the limit holds whatever the concurrency, across every process sharing the database.
 */
export interface AttemptWindow {
  key: string;
  /** Attempts allowed in the window (counted and pending together). */
  limit: number;
  windowMs: number;
  now: Date;
}

/**
 * Takes one attempt of `key` if fewer than `limit` are counted or pending in the window: as pending
 * (`counted: false`, ended later by {@link endAttempt}) or counted at once. False when none is left.
 */
export async function takeAttempt(
  db: Queryable,
  { key, limit, windowMs, now }: AttemptWindow,
  { counted }: { counted: boolean },
): Promise<boolean> {
  const since = new Date(now.getTime() - windowMs);
  const [failures, pending] = counted ? [1, 0] : [0, 1];
  const rows = await db.query(
    `insert into login_throttle as t (key, failures, pending, window_start) values ($1, $4, $5, $3)
     on conflict (key) do update set
       failures = case when t.window_start > $2 then t.failures + $4 else $4 end,
       pending = case when t.window_start > $2 then t.pending + $5 else $5 end,
       window_start = case when t.window_start > $2 then t.window_start else $3 end
     where t.window_start <= $2 or t.failures + t.pending < $6
     returning 1`,
    [key, since, now, failures, pending, limit],
  );
  return rows.length > 0;
}

/** Ends an attempt taken as pending: `counted` counts it in the window, otherwise it leaves no trace. */
export async function endAttempt(
  db: Queryable,
  key: string,
  { counted }: { counted: boolean },
): Promise<void> {
  await db.query(
    `update login_throttle set pending = greatest(pending - 1, 0), failures = failures + $2 where key = $1`,
    [key, counted ? 1 : 0],
  );
}

/** Forgets the counted attempts of `key` (a successful login); attempts still pending keep their place. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('update login_throttle set failures = 0 where key = $1', [key]);
}
