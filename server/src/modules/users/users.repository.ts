import type { usersApi } from '@studovna/core/contract';
import type { Queryable } from '../../db/database';

type Theme = usersApi.Theme;

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
  /** Set while the team keeps the account blocked (decision 0027). */
  blocked_at: Date | null;
  /** The learner's flags: the theme chosen in Settings. */
  theme: Theme;
}

const COLUMNS =
  'id, username, email, password_hash, display_name, first_name, last_name, nickname, description, avatar_path, roles, token_version, blocked_at, theme';

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

/** Accounts holding a stored role (e.g. the instructors: `lp_teacher`), by id. */
export async function findUsersWithRole(db: Queryable, role: string): Promise<{ id: number }[]> {
  return db.query<{ id: number }>('select id from users where $1 = any(roles) order by id', [role]);
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

export interface ProfileChange {
  firstName: string;
  lastName: string;
  nickname: string;
  description: string;
  avatarPath: string | null;
}

/** The user row locked for the rest of the transaction (a profile change reads the avatar it replaces). */
export async function lockUser(tx: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(`select ${COLUMNS} from users where id = $1 for update`, [id]);
  return row;
}

/** Saves the profile; the display name follows the nickname. */
export async function updateProfile(tx: Queryable, id: number, change: ProfileChange): Promise<UserRow> {
  const [row] = await tx.query<UserRow>(
    `update users set first_name = $2, last_name = $3, nickname = $4, display_name = $4, description = $5,
            avatar_path = $6
      where id = $1 returning ${COLUMNS}`,
    [id, change.firstName, change.lastName, change.nickname, change.description, change.avatarPath],
  );
  return row!;
}

/** Saves the flags given (the others stay); answers the row, or undefined when the user is gone. */
export async function updateFlags(
  db: Queryable,
  id: number,
  flags: { theme?: Theme },
): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `update users set theme = coalesce($2, theme) where id = $1 returning ${COLUMNS}`,
    [id, flags.theme ?? null],
  );
  return row;
}

/** Sets a new password hash and raises the token version, so every earlier token stops working. */
export async function replacePassword(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, token_version = token_version + 1 where id = $1', [
    id,
    passwordHash,
  ]);
}

/** Whether the user is the author of any course (such an account cannot be deleted). */
export async function authorsCourses(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.query<{ authors: boolean }>(
    'select exists(select 1 from courses where author_id = $1) as authors',
    [id],
  );
  return row?.authors ?? false;
}

/** Deletes the user row; the learner's data goes with it by the foreign keys' cascades. */
export async function deleteUser(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query('delete from users where id = $1 returning id', [id]);
  return rows.length > 0;
}
