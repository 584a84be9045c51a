import type { Queryable } from '../../db/database';
import { PRACTICE_TIME_ZONE, type StoredCard } from './practice-schedule';

/**
 * The learner's practice over question_statuses, practice_cards and practice_actions (migration 0007).
 *
 * In practice is every question the learner pinned or answered wrongly (answer status 3), and one
 * answered right since (status 2) while its card is still active. A card is active unless retired; a
 * retired card is active again once the question is answered wrongly or pinned after it retired
 * (`revived_at`, from then on due). A question without a card is new and due now.
 * `open`: the learner may open the quiz (a preview, or a course they are enrolled in or finished).
 */

export interface PracticeEntry {
  question_id: number;
  quiz_id: number;
  course_id: number;
  pinned: boolean;
  answer_status: number;
  open: boolean;
  has_card: boolean;
  /** Not retired, or brought back since. */
  active: boolean;
  /** When it is due: the card's due, the time it came back, or now for a question without a card. */
  due: Date;
  reps: number;
  lapses: number;
}

export interface PracticeFilter {
  /** A category slug: only questions of courses in that category. */
  category?: string | undefined;
  questionId?: number;
}

const ENTRIES = `
  with entries as (
    select qs.question_id, q.quiz_id, i.course_id, qs.pinned, qs.answer_status::int as answer_status,
           (i.preview or coalesce(uc.status in ('enrolled', 'finished'), false)) as open,
           pc.question_id is not null as has_card,
           pc.due as card_due, coalesce(pc.reps, 0) as reps, coalesce(pc.lapses, 0) as lapses,
           pc.retired_at,
           case when pc.retired_at is not null then greatest(
             case when qs.answer_status = 3 and qs.updated_at > pc.retired_at then qs.updated_at end,
             case when qs.pinned and qs.pinned_at > pc.retired_at then qs.pinned_at end) end as revived_at
      from question_statuses qs
      join questions q on q.id = qs.question_id
      join items i on i.id = q.quiz_id and i.type = 'lp_quiz'
      join courses c on c.id = i.course_id and c.status = 'publish'
      left join user_courses uc on uc.user_id = qs.user_id and uc.course_id = i.course_id
      left join practice_cards pc on pc.user_id = qs.user_id and pc.question_id = qs.question_id
     where qs.user_id = $1
       and (qs.pinned or qs.answer_status = 3
            or (qs.answer_status = 2 and pc.question_id is not null and pc.retired_at is null))
       and ($2::text is null or exists (
             select 1 from course_categories cc join categories cat on cat.id = cc.category_id
              where cc.course_id = i.course_id and cat.slug = $2))
       and ($3::int is null or qs.question_id = $3)
  ), practice as (
    select question_id, quiz_id, course_id, pinned, answer_status, open, has_card, reps, lapses,
           (retired_at is null or revived_at is not null) as active,
           coalesce(revived_at, card_due, $4::timestamptz) as due
      from entries
  )`;

const params = (userId: number, filter: PracticeFilter, now: Date) => [
  userId,
  filter.category ?? null,
  filter.questionId ?? null,
  now,
];

/** The learner's practice entries (open or not, active or not), most overdue first. */
export async function findPracticeEntries(
  db: Queryable,
  userId: number,
  filter: PracticeFilter,
  now: Date,
): Promise<PracticeEntry[]> {
  return db.query<PracticeEntry>(
    `${ENTRIES} select * from practice order by due, question_id`,
    params(userId, filter, now),
  );
}

/** Active cards the learner may open that are due now, most overdue first. */
export async function findDueEntries(
  db: Queryable,
  userId: number,
  filter: PracticeFilter,
  now: Date,
  limit: number,
): Promise<PracticeEntry[]> {
  return db.query<PracticeEntry>(
    `${ENTRIES} select * from practice where open and active and due <= $4::timestamptz
      order by due, question_id limit ${Number(limit)}`,
    params(userId, filter, now),
  );
}

export interface PracticeCounts {
  /** Due before the end of today in Europe/Prague. */
  due_today: number;
  /** Active and open, due or not. */
  total: number;
  /** The earliest due time after now, if any. */
  next_due: Date | null;
}

export async function countPractice(
  db: Queryable,
  userId: number,
  filter: PracticeFilter,
  now: Date,
): Promise<PracticeCounts> {
  const [row] = await db.query<PracticeCounts>(
    `${ENTRIES}
     select count(*) filter (where due < (date_trunc('day', $4::timestamptz at time zone '${PRACTICE_TIME_ZONE}')
                                            + interval '1 day') at time zone '${PRACTICE_TIME_ZONE}') as due_today,
            count(*) as total,
            min(due) filter (where due > $4::timestamptz) as next_due
       from practice where open and active`,
    params(userId, filter, now),
  );
  return row!;
}

/**
 * Makes the cards of the open questions in practice real: a new card (due now) for a question without
 * one, and a retired card brought back becomes active again from the time it came back, its right days
 * counted afresh.
 */
export async function materialiseCards(
  tx: Queryable,
  userId: number,
  filter: PracticeFilter,
  now: Date,
): Promise<void> {
  const args = params(userId, filter, now);
  await tx.query(
    `${ENTRIES} insert into practice_cards (user_id, question_id, due)
     select $1, question_id, $4::timestamptz from practice where open and not has_card
     on conflict do nothing`,
    args,
  );
  await tx.query(
    `${ENTRIES} update practice_cards pc
        set retired_at = null, right_days = 0, last_right_day = null, due = e.revived_at
       from entries e
      where pc.user_id = $1 and pc.question_id = e.question_id and e.open and e.revived_at is not null`,
    args,
  );
}

/** The learner's card of the question, locked for the rest of the transaction. */
export async function lockCard(
  tx: Queryable,
  userId: number,
  questionId: number,
): Promise<StoredCard | undefined> {
  const [row] = await tx.query<StoredCard>(
    `select due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses,
            state, last_review, right_days, last_right_day::text as last_right_day, retired_at
       from practice_cards where user_id = $1 and question_id = $2 for update`,
    [userId, questionId],
  );
  return row;
}

export async function saveCard(tx: Queryable, userId: number, questionId: number, card: StoredCard) {
  await tx.query(
    `update practice_cards
        set due = $3, stability = $4, difficulty = $5, elapsed_days = $6, scheduled_days = $7,
            learning_steps = $8, reps = $9, lapses = $10, state = $11, last_review = $12,
            right_days = $13, last_right_day = $14::date, retired_at = $15
      where user_id = $1 and question_id = $2`,
    [
      userId,
      questionId,
      card.due,
      card.stability,
      card.difficulty,
      card.elapsed_days,
      card.scheduled_days,
      card.learning_steps,
      card.reps,
      card.lapses,
      card.state,
      card.last_review,
      card.right_days,
      card.last_right_day,
      card.retired_at,
    ],
  );
}

/** The quiz a question belongs to, if the question exists. */
export async function findQuestionQuiz(db: Queryable, questionId: number): Promise<number | undefined> {
  const [row] = await db.query<{ quiz_id: number }>('select quiz_id from questions where id = $1', [
    questionId,
  ]);
  return row?.quiz_id;
}

/**
 * Claims the learner's action id for this transaction: true when it is new; false when an answer with
 * that id was already stored (a concurrent first send is waited for by the unique key).
 */
export async function claimAction(tx: Queryable, userId: number, actionId: string): Promise<boolean> {
  const rows = await tx.query(
    `insert into practice_actions (user_id, action_id, response) values ($1, $2, 'null'::jsonb)
     on conflict do nothing returning 1`,
    [userId, actionId],
  );
  return rows.length > 0;
}

export async function findActionResponse<T>(
  db: Queryable,
  userId: number,
  actionId: string,
): Promise<T | undefined> {
  const [row] = await db.query<{ response: T }>(
    'select response from practice_actions where user_id = $1 and action_id = $2',
    [userId, actionId],
  );
  return row?.response;
}

export async function storeActionResponse(
  tx: Queryable,
  userId: number,
  actionId: string,
  response: unknown,
): Promise<void> {
  await tx.query('update practice_actions set response = $3::jsonb where user_id = $1 and action_id = $2', [
    userId,
    actionId,
    JSON.stringify(response),
  ]);
}
