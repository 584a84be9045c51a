import type { ItemKind, StoredGraduation, UserCourseStatus } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { CURRENT_PRICE_SQL } from '../courses/course-sql';

/** A course item (lesson, quiz, assignment) of a published course, with what access rules need. */
export interface LearningItemRow {
  id: number;
  course_id: number;
  section_id: number;
  type: ItemKind;
  title: string;
  content: string;
  /** A lesson's intro video: a player's address, '' without one. */
  video_url: string;
  duration_minutes: number;
  preview: boolean;
  course_title: string;
  course_slug: string;
  /** The course's current price (the sale price when lower); 0 = free. */
  course_price: number;
  /** Premium codes the course's categories require, all together. */
  subscription: string[];
}

export interface UserItemState {
  id: number;
  status: 'started' | 'completed';
  graduation: StoredGraduation;
}

const ITEM_SQL = `
  select i.id, i.course_id, i.section_id, i.type, i.title, i.content, i.video_url, i.duration_minutes, i.preview,
         c.title as course_title, c.slug as course_slug, ${CURRENT_PRICE_SQL} as course_price,
         coalesce((select array_agg(distinct s.code order by s.code)
                     from course_categories cc
                     join categories cat on cat.id = cc.category_id
                     cross join lateral unnest(cat.subscription) as s(code)
                    where cc.course_id = c.id), '{}'::text[]) as subscription
    from items i join courses c on c.id = i.course_id and c.status = 'publish'`;

export async function findLearningItem(db: Queryable, id: number): Promise<LearningItemRow | undefined> {
  const [row] = await db.query<LearningItemRow>(`${ITEM_SQL} where i.id = $1`, [id]);
  return row;
}

/** Items by id, in the order of `ids`; ids of no item in a published course are left out. */
export async function findLearningItems(db: Queryable, ids: readonly number[]): Promise<LearningItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<LearningItemRow>(`${ITEM_SQL} where i.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The learner's status in a course, null when there is no row. */
export async function findCourseStatus(
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<UserCourseStatus | null> {
  const [row] = await db.query<{ status: UserCourseStatus }>(
    'select status from user_courses where user_id = $1 and course_id = $2',
    [userId, courseId],
  );
  return row?.status ?? null;
}

export async function findUserItem(
  db: Queryable,
  userId: number,
  itemId: number,
): Promise<UserItemState | undefined> {
  const [row] = await db.query<UserItemState>(
    'select id, status, graduation from user_items where user_id = $1 and item_id = $2',
    [userId, itemId],
  );
  return row;
}

/** The learner's row for the item, locked for the rest of the transaction. */
export async function lockUserItem(
  tx: Queryable,
  userId: number,
  itemId: number,
): Promise<UserItemState | undefined> {
  const [row] = await tx.query<UserItemState>(
    'select id, status, graduation from user_items where user_id = $1 and item_id = $2 for update',
    [userId, itemId],
  );
  return row;
}

/** Creates the learner's row for the item as started when there is none; answers the row, locked. */
export async function ensureUserItem(
  tx: Queryable,
  userId: number,
  courseId: number,
  itemId: number,
): Promise<UserItemState> {
  await tx.query(
    `insert into user_items (user_id, course_id, item_id, status, graduation, start_time)
     values ($1, $2, $3, 'started', 'in-progress', now())
     on conflict (user_id, item_id) do nothing`,
    [userId, courseId, itemId],
  );
  const row = await lockUserItem(tx, userId, itemId);
  if (!row) throw new Error(`user item ${userId}/${itemId} vanished`);
  return row;
}

export async function setUserItemState(
  tx: Queryable,
  userItemId: number,
  state: { status: 'started' | 'completed'; graduation: StoredGraduation },
): Promise<void> {
  await tx.query(
    `update user_items
        set status = $2, graduation = $3,
            start_time = case when $2 = 'started' then now() else start_time end,
            end_time = case when $2 = 'completed' then now() else null end
      where id = $1`,
    [userItemId, state.status, state.graduation],
  );
}

/** Marks the item completed (and passed), creating the row when needed; answers whether it was already. */
export async function completeUserItem(
  tx: Queryable,
  userId: number,
  courseId: number,
  itemId: number,
): Promise<{ already: boolean }> {
  const before = await lockUserItem(tx, userId, itemId);
  if (before?.status === 'completed') return { already: true };
  await tx.query(
    `insert into user_items (user_id, course_id, item_id, status, graduation, start_time, end_time)
     values ($1, $2, $3, 'completed', 'passed', now(), now())
     on conflict (user_id, item_id) do update set status = 'completed', graduation = 'passed', end_time = now()`,
    [userId, courseId, itemId],
  );
  return { already: false };
}

/** Deletes the learner's row for the item (a quiz's finished attempts lose their link and stay as history). */
export async function deleteUserItem(tx: Queryable, userId: number, itemId: number): Promise<boolean> {
  const rows = await tx.query('delete from user_items where user_id = $1 and item_id = $2 returning id', [
    userId,
    itemId,
  ]);
  return rows.length > 0;
}

/** The learner's row of each item of these courses. */
export interface UserItemRow {
  item_id: number;
  course_id: number;
  status: 'started' | 'completed';
  graduation: StoredGraduation;
}

/**
 * The statement of {@link findUserItems}, with its two parameters at the places given (`$1`, `$2`…): for a
 * module that reads them in the same round trip as its own rows (the course view).
 */
export const userItemsSql = (user: string, courses: string) =>
  `select item_id, course_id, status, graduation from user_items where user_id = ${user} and course_id = any(${courses}::int[])`;

export async function findUserItems(
  db: Queryable,
  userId: number,
  courseIds: readonly number[],
): Promise<UserItemRow[]> {
  if (courseIds.length === 0) return [];
  return db.query<UserItemRow>(userItemsSql('$1', '$2'), [userId, courseIds]);
}

/** Forgets the learner's progress in every item of the course. */
export async function deleteCourseUserItems(tx: Queryable, userId: number, courseId: number): Promise<void> {
  await tx.query('delete from user_items where user_id = $1 and course_id = $2', [userId, courseId]);
}
