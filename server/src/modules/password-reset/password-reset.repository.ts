import type { Queryable } from '../../db/database';

export async function insertReset(
  db: Queryable,
  reset: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into password_resets (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [reset.tokenHash, reset.userId, reset.createdAt, reset.expiresAt],
  );
}

export async function deleteReset(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('delete from password_resets where token_hash = $1', [tokenHash]);
}

/** The account of an unused, unexpired token. */
export async function findUsableReset(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ user_id: number; username: string } | undefined> {
  const [row] = await db.query<{ user_id: number; username: string }>(
    `select r.user_id, u.username from password_resets r join users u on u.id = r.user_id
     where r.token_hash = $1 and r.used_at is null and r.expires_at > $2`,
    [tokenHash, now],
  );
  return row;
}

/**
 * Marks the token used if it still is usable, in one statement, so that of two simultaneous uses only
 * one gets the account back.
 */
export async function consumeReset(db: Queryable, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    `update password_resets set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2
     returning user_id`,
    [tokenHash, now],
  );
  return row?.user_id;
}

/** Every other reset link of the account stops working. */
export async function endResetsOf(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update password_resets set used_at = $2 where user_id = $1 and used_at is null', [
    userId,
    now,
  ]);
}

/** Sets the password hash and raises the token version, which ends every session of the account. */
export async function setPasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
): Promise<{ username: string; email: string } | undefined> {
  const [row] = await db.query<{ username: string; email: string }>(
    `update users set password_hash = $2, token_version = token_version + 1
     where id = $1 returning username, email`,
    [userId, passwordHash],
  );
  return row;
}
