import type { Queryable } from '../../db/database';

/** The e-mails due on a schedule and what became of them (decision 0031). */

export type ScheduledMailKind = 'plan_ending' | 'weekly_summary';

/** An e-mail that is due, by the key that names it once and for all. */
export interface DueMail {
  key: string;
  kind: ScheduledMailKind;
  userId: number;
  subjectId: number | null;
  dueAt: Date;
}

/** An e-mail a process has claimed to send. */
export interface ClaimedMail {
  id: number;
  key: string;
  kind: ScheduledMailKind;
  user_id: number;
  subject_id: number | null;
  due_at: Date;
  /** This attempt included. */
  attempts: number;
}

/** Adds the e-mails not planned yet (a key already there is left as it is); answers how many were added. */
export async function planMails(db: Queryable, mails: readonly DueMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const added = await db.query(
    `insert into scheduled_mails (key, kind, user_id, subject_id, due_at, next_attempt_at)
     select m.key, m.kind, m.user_id, m.subject_id, m.due_at, m.due_at
       from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::timestamptz[])
         as m (key, kind, user_id, subject_id, due_at)
     on conflict (key) do nothing
     returning id`,
    [
      mails.map((m) => m.key),
      mails.map((m) => m.kind),
      mails.map((m) => m.userId),
      mails.map((m) => m.subjectId),
      mails.map((m) => m.dueAt.toISOString()),
    ],
  );
  return added.length;
}

/**
 * Claims the e-mail due longest: one still to send, or one claimed before whose claim ran out (its process
 * stopped while sending). A row another process is claiming at this moment is skipped, so two processes
 * never claim the same one. The claim holds for `leaseMs`.
 */
export async function claimNextMail(
  db: Queryable,
  now: Date,
  claimer: string,
  leaseMs: number,
): Promise<ClaimedMail | undefined> {
  const [row] = await db.query<ClaimedMail>(
    `update scheduled_mails m
        set status = 'sending', attempts = m.attempts + 1, claimed_at = $1, claimed_by = $2,
            next_attempt_at = $1::timestamptz + $3 * interval '1 millisecond'
      where m.id = (select id from scheduled_mails
                     where status in ('pending', 'sending') and next_attempt_at <= $1
                     order by next_attempt_at, id
                     limit 1 for update skip locked)
      returning m.id, m.key, m.kind, m.user_id, m.subject_id, m.due_at, m.attempts`,
    [now, claimer, leaseMs],
  );
  return row;
}

/** Records the outcome of a claim; a claim that is no longer this claimer's records nothing. */
async function settle(db: Queryable, mail: ClaimedMail, claimer: string, set: string, params: unknown[]) {
  await db.query(
    `update scheduled_mails set ${set} where id = $1 and claimed_by = $2 and status = 'sending'`,
    [mail.id, claimer, ...params],
  );
}

export const recordSent = (db: Queryable, mail: ClaimedMail, claimer: string, at: Date, messageId: string) =>
  settle(db, mail, claimer, `status = 'sent', sent_at = $3, message_id = $4, last_error = null`, [
    at,
    messageId,
  ]);

/** Nothing to say any more when it was to be sent (the plan was renewed, nothing waits for grading). */
export const recordSkipped = (db: Queryable, mail: ClaimedMail, claimer: string) =>
  settle(db, mail, claimer, `status = 'skipped'`, []);

export const recordRetry = (db: Queryable, mail: ClaimedMail, claimer: string, next: Date, error: string) =>
  settle(db, mail, claimer, `status = 'pending', next_attempt_at = $3, last_error = $4`, [next, error]);

export const recordFailed = (db: Queryable, mail: ClaimedMail, claimer: string, error: string) =>
  settle(db, mail, claimer, `status = 'failed', last_error = $3`, [error]);

/**
 * E-mails due and not sent: to send, or claimed by a process whose claim ran out. Read on the senders'
 * partial index, so it costs one index range (the metrics ask at every scrape).
 */
export async function countDueMails(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ due: number }>(
    `select count(*) as due from scheduled_mails
      where status in ('pending', 'sending') and next_attempt_at <= $1`,
    [now],
  );
  return row?.due ?? 0;
}
