import type { Queryable } from '../../db/database';

/** Counts events per key in a fixed window that starts at the first event after the last window ended. */
export async function countInWindow(db: Queryable, key: string, since: Date): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    'select failures from login_throttle where key = $1 and window_start > $2',
    [key, since],
  );
  return rows[0]?.failures ?? 0;
}

/** Counts one event of `key`; a new window starts at `at` (the database's time when not given). */
export async function recordEvent(db: Queryable, key: string, since: Date, at?: Date): Promise<void> {
  await db.query(
    `insert into login_throttle (key, failures, window_start) values ($1, 1, coalesce($3::timestamptz, now()))
     on conflict (key) do update set
       failures = case when login_throttle.window_start > $2 then login_throttle.failures + 1 else 1 end,
       window_start = case when login_throttle.window_start > $2 then login_throttle.window_start
                      else coalesce($3::timestamptz, now()) end`,
    [key, since, at ?? null],
  );
}

export async function clearKey(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_throttle where key = $1', [key]);
}
