import type { Queryable } from '../../db/database';

/** Accounts as the team sees learners (decision 0027): never the password hash or the token version. */

export interface LearnerAccountRow {
  id: number;
  username: string;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  roles: string[];
  created_at: Date;
  blocked_at: Date | null;
  blocked_reason: string | null;
}

const COLUMNS =
  'u.id, u.username, u.email, u.display_name, u.first_name, u.last_name, u.roles, u.created_at, u.blocked_at, u.blocked_reason';

/** Accounts of the studio's roles are the team's, not learners. */
const LEARNER = "not (u.roles && array['administrator', 'lp_teacher']::text[])";

/** `%` and `_` typed in a search are themselves, not patterns. */
const containing = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Learners whose name, username or e-mail contains `search` (all without one), by name; with the total. */
export async function searchLearnerAccounts(
  db: Queryable,
  search: string,
  page: { limit: number; offset: number },
): Promise<{ rows: LearnerAccountRow[]; total: number }> {
  const where = `${LEARNER} and ($1::text is null or lower(u.display_name) like $1 or lower(u.username) like $1
      or lower(u.email) like $1 or lower(u.first_name || ' ' || u.last_name) like $1)`;
  const pattern = search ? containing(search) : null;
  const rows = await db.query<LearnerAccountRow>(
    `select ${COLUMNS} from users u where ${where}
      order by lower(u.display_name), u.id limit $2 offset $3`,
    [pattern, page.limit, page.offset],
  );
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from users u where ${where}`, [
    pattern,
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One learner (not an account of the team); `lock` holds the row for the rest of the transaction. */
export async function findLearnerAccount(
  db: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<LearnerAccountRow | undefined> {
  const [row] = await db.query<LearnerAccountRow>(
    `select ${COLUMNS} from users u where u.id = $1 and ${LEARNER}${options.lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

/**
 * Blocks the account: every token, website session and hand-off code signed before stops working (the
 * token version rises, as on a password change), and none is honoured while it stays blocked.
 */
export async function setBlocked(tx: Queryable, id: number, at: Date, reason: string): Promise<void> {
  await tx.query(
    `update users set blocked_at = $2, blocked_reason = $3, token_version = token_version + 1 where id = $1`,
    [id, at, reason],
  );
}

export async function clearBlocked(tx: Queryable, id: number): Promise<void> {
  await tx.query('update users set blocked_at = null, blocked_reason = null where id = $1', [id]);
}
