import type { Queryable } from '../../db/database';

/** The learner linked to an identity of the provider, if any. */
export async function findLinkedUserId(
  db: Queryable,
  issuer: string,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    'select user_id from user_identities where issuer = $1 and subject = $2',
    [issuer, subject],
  );
  return row?.user_id;
}

/** Links an identity to a learner; an identity already linked keeps its learner. Answers the linked learner. */
export async function linkIdentity(
  db: Queryable,
  link: { issuer: string; subject: string; userId: number; email: string; at: Date },
): Promise<number> {
  await db.query(
    `insert into user_identities (issuer, subject, user_id, email, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (issuer, subject) do nothing`,
    [link.issuer, link.subject, link.userId, link.email, link.at],
  );
  return (await findLinkedUserId(db, link.issuer, link.subject)) ?? link.userId;
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [
    email,
  ]);
  return row?.id;
}
