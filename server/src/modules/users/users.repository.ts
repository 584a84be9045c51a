import type { Queryable } from '../../db/database';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  display_name: string;
  first_name: string;
  last_name: string;
  nickname: string;
  description: string;
  avatar_path: string | null;
  roles: string[];
  token_version: number;
}

const COLUMNS =
  'id, username, email, password_hash, display_name, first_name, last_name, nickname, description, avatar_path, roles, token_version';

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where id = $1`, [id]);
  return row;
}

/** By username or e-mail, ignoring case. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `select ${COLUMNS} from users where lower(username) = lower($1) or lower(email) = lower($1) order by id limit 1`,
    [login],
  );
  return row;
}

export async function findTaken(
  db: Queryable,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db.query<{ username_taken: boolean; email_taken: boolean }>(
    `select exists(select 1 from users where lower(username) = lower($1)) as username_taken,
            exists(select 1 from users where lower(email) = lower($2)) as email_taken`,
    [username, email],
  );
  return { username: rows[0]?.username_taken ?? false, email: rows[0]?.email_taken ?? false };
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  displayName: string;
  firstName?: string;
  lastName?: string;
  nickname?: string;
  description?: string;
  avatarPath?: string | null;
  roles?: string[];
}

/** Inserts a user; answers null when the username or e-mail is taken (unique index). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `insert into users (username, email, password_hash, display_name, first_name, last_name, nickname, description, avatar_path, roles)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      user.username,
      user.email,
      user.passwordHash,
      user.displayName,
      user.firstName ?? '',
      user.lastName ?? '',
      user.nickname ?? user.username,
      user.description ?? '',
      user.avatarPath ?? null,
      user.roles ?? ['subscriber'],
    ],
  );
  return rows[0] ?? null;
}
