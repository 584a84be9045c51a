import type { Queryable } from '../../db/database';

/** Stores a hand-off code by its hash; the learner's spent and expired codes are cleared on the way. */
export async function insertHandoff(
  db: Queryable,
  handoff: { codeHash: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query(
    'delete from site_handoffs where user_id = $1 and (used_at is not null or expires_at <= $2)',
    [handoff.userId, now],
  );
  await db.query('insert into site_handoffs (code_hash, user_id, expires_at) values ($1, $2, $3)', [
    handoff.codeHash,
    handoff.userId,
    handoff.expiresAt,
  ]);
}

/**
 * Spends an unused, unexpired code in one statement, so that of two simultaneous uses only one signs in.
 * Answers the learner and the token version their site session is signed with.
 */
export async function consumeHandoff(
  db: Queryable,
  codeHash: string,
  now: Date,
): Promise<{ user_id: number; token_version: number } | undefined> {
  const [row] = await db.query<{ user_id: number; token_version: number }>(
    `with spent as (
       update site_handoffs set used_at = $2
       where code_hash = $1 and used_at is null and expires_at > $2
       returning user_id)
     select u.id as user_id, u.token_version from spent
       join users u on u.id = spent.user_id and u.blocked_at is null`,
    [codeHash, now],
  );
  return row;
}
