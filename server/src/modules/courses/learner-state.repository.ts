import type { ItemKind, StoredGraduation, UserCourseStatus } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { userItemsSql, type UserItemRow } from '../progress/progress.service';

/** Sections, items and a learner's state in them, for a set of courses at once (no query per course). */

export interface SectionRow {
  id: number;
  course_id: number;
  title: string;
  description: string;
}

export interface ItemRow {
  id: number;
  course_id: number;
  section_id: number;
  type: ItemKind;
  title: string;
  duration_minutes: number;
  preview: boolean;
}

export interface UserCourseRow {
  course_id: number;
  status: UserCourseStatus;
  graduation: StoredGraduation;
  result: number | null;
  retaken: number;
  start_time: Date | null;
  end_time: Date | null;
}

export async function findSections(db: Queryable, courseIds: readonly number[]): Promise<SectionRow[]> {
  if (courseIds.length === 0) return [];
  return db.query<SectionRow>(
    `select id, course_id, title, description from sections where course_id = any($1::int[]) order by course_id, sort, id`,
    [courseIds],
  );
}

export async function findItems(db: Queryable, courseIds: readonly number[]): Promise<ItemRow[]> {
  if (courseIds.length === 0) return [];
  return db.query<ItemRow>(
    `select i.id, i.course_id, i.section_id, i.type, i.title, i.duration_minutes, i.preview
       from items i join sections s on s.id = i.section_id
      where i.course_id = any($1::int[])
      order by s.sort, i.sort, i.id`,
    [courseIds],
  );
}

/** The columns of a learner's row in a course, as `UserCourseRow` holds them. */
const USER_COURSE_COLUMNS = 'course_id, status, graduation, result, retaken, start_time, end_time';

export async function findUserCourses(
  db: Queryable,
  userId: number,
  courseIds: readonly number[],
): Promise<UserCourseRow[]> {
  if (courseIds.length === 0) return [];
  return db.query<UserCourseRow>(
    `select ${USER_COURSE_COLUMNS} from user_courses where user_id = $1 and course_id = any($2::int[])`,
    [userId, courseIds],
  );
}

/** A learner's place in a set of courses: rows, purchases and (when asked for) the rows of the items. */
export interface LearnerState {
  userCourses: UserCourseRow[];
  purchased: number[];
  userItems: UserItemRow[];
}

type StateRow = { kind: 'course' | 'purchased' | 'item'; item_id: number | null } & UserCourseRow;

/**
 * The learner's rows of these courses, the ones among them the learner bought (a completed order that
 * contains the course) and the progress module's rows of their items, in one round trip: every view of a
 * course a learner opens needs all three.
 */
export async function findLearnerState(
  db: Queryable,
  userId: number,
  courseIds: readonly number[],
  options: { items: boolean },
): Promise<LearnerState> {
  const state: LearnerState = { userCourses: [], purchased: [], userItems: [] };
  if (courseIds.length === 0) return state;
  const rows = await db.query<StateRow>(
    `select 'course' as kind, null::int as item_id, ${USER_COURSE_COLUMNS}
       from user_courses where user_id = $1 and course_id = any($2::int[])
     union all
     select 'purchased', null, b.course_id, null, null, null, null, null, null
       from (select distinct oi.course_id from orders o join order_items oi on oi.order_id = o.id
              where o.user_id = $1 and o.status = 'completed' and oi.course_id = any($2::int[])) b
     union all
     select 'item', ui.item_id, ui.course_id, ui.status, ui.graduation, null, null, null, null
       from (${userItemsSql('$1', '$2')}) ui where $3::boolean`,
    [userId, courseIds, options.items],
  );
  for (const { kind, item_id, ...row } of rows) {
    if (kind === 'course') state.userCourses.push(row);
    else if (kind === 'purchased') state.purchased.push(row.course_id);
    else
      state.userItems.push({
        item_id: item_id!,
        course_id: row.course_id,
        status: row.status as UserItemRow['status'],
        graduation: row.graduation,
      });
  }
  return state;
}

/** The learner's row in one course, locked for the rest of the transaction. */
export async function lockUserCourse(
  tx: Queryable,
  userId: number,
  courseId: number,
): Promise<UserCourseRow | undefined> {
  const [row] = await tx.query<UserCourseRow>(
    `select ${USER_COURSE_COLUMNS} from user_courses where user_id = $1 and course_id = $2 for update`,
    [userId, courseId],
  );
  return row;
}

/** Enrols the learner; a purchased row becomes enrolled, an enrolled or finished one is left alone. */
export async function upsertEnrolment(tx: Queryable, userId: number, courseId: number): Promise<void> {
  await tx.query(
    `insert into user_courses (user_id, course_id, status, graduation, start_time)
     values ($1, $2, 'enrolled', 'in-progress', now())
     on conflict (user_id, course_id) do update
        set status = 'enrolled', graduation = 'in-progress', start_time = now()
      where user_courses.status = 'purchased'`,
    [userId, courseId],
  );
}

export async function markFinished(
  tx: Queryable,
  userId: number,
  courseId: number,
  result: number,
  graduation: 'passed' | 'failed',
): Promise<void> {
  await tx.query(
    `update user_courses set status = 'finished', graduation = $3, result = $4, end_time = now()
      where user_id = $1 and course_id = $2`,
    [userId, courseId, graduation, result],
  );
}

/** Starts the course over: enrolled again, one more retake used (the items' progress is forgotten by progress). */
export async function resetForRetake(tx: Queryable, userId: number, courseId: number): Promise<void> {
  await tx.query(
    `update user_courses
        set status = 'enrolled', graduation = 'in-progress', result = null, retaken = retaken + 1,
            start_time = now(), end_time = null
      where user_id = $1 and course_id = $2`,
    [userId, courseId],
  );
}
