import { courseResult, currentPrice, type ItemKind } from '@studovna/core/domain';
import type { Queryable } from '../database';
import {
  COHORT_COURSES,
  COHORT_LEARNERS,
  PREMIUM_ORDERS,
  UPCOMING_COURSES,
  type CohortCourse,
} from './cohort-data';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * Seeds what learners did with the content: the cohort's enrolments (some finished, passed or
 * failed), their item progress with their marked assignments, reviews and orders; the demo learners'
 * state; the upcoming courses. Runs in the seeding transaction, after the content; rows go in batches
 * (unnest), orders one by one.
 */

const DAY = 86_400_000;

interface CourseInfo {
  id: number;
  slug: string;
  title: string;
  /** What a learner pays now. */
  price: number;
  passingCondition: number;
  family: string;
  items: { id: number; type: ItemKind }[];
}

type Progress = { id: number; type: ItemKind; status: 'completed'; graduation: 'passed' | 'failed' }[];

async function loadCourses(tx: Queryable): Promise<Map<string, CourseInfo>> {
  const rows = await tx.query<{
    id: number;
    slug: string;
    title: string;
    price: number;
    sale_price: number | null;
    passing_condition: number;
    family: string;
    item_id: number | null;
    type: ItemKind | null;
  }>(
    `select c.id, c.slug, c.title, c.price, c.sale_price, c.passing_condition, cat.slug as family,
            i.id as item_id, i.type
       from courses c
       join course_categories cc on cc.course_id = c.id
       join categories cat on cat.id = cc.category_id
       left join sections s on s.course_id = c.id
       left join items i on i.section_id = s.id
      order by c.id, s.sort, i.sort`,
  );
  const courses = new Map<string, CourseInfo>();
  for (const row of rows) {
    const course = courses.get(row.slug) ?? {
      id: row.id,
      slug: row.slug,
      title: row.title,
      price: currentPrice({ price: row.price, salePrice: row.sale_price }),
      passingCondition: row.passing_condition,
      family: row.family,
      items: [],
    };
    if (row.item_id && row.type) course.items.push({ id: row.item_id, type: row.type });
    courses.set(row.slug, course);
  }
  return courses;
}

/** Indexes into COHORT_LEARNERS of a course's students. */
const studentsOf = (course: CohortCourse): number[] =>
  Array.from({ length: course.students }, (_, j) => (course.offset + j) % COHORT_LEARNERS.length);

/**
 * What the j-th student of a course has done: every 6th went through everything and finished; every
 * 6th from the 4th did a third, failed the last quiz and finished; the others are somewhere on the way.
 */
function stateOf(j: number, items: CourseInfo['items']): { finished: boolean; progress: Progress } {
  const all = j % 6 === 0;
  const gaveUp = j % 6 === 3;
  const done = all ? items.length : gaveUp ? Math.ceil(items.length / 3) : j % (items.length + 1);
  const progress = items.slice(0, done).map((item, k) => {
    const failedQuiz = item.type !== 'lp_lesson' && !all && ((gaveUp && k === done - 1) || (j + k) % 4 === 0);
    return {
      ...item,
      status: 'completed' as const,
      graduation: failedQuiz ? ('failed' as const) : ('passed' as const),
    };
  });
  return { finished: all || gaveUp, progress };
}

/** Column arrays for `insert … select * from unnest(…)`. */
const columns = (n: number): unknown[][] => Array.from({ length: n }, () => []);
const push = (cols: unknown[][], values: unknown[]) => values.forEach((v, k) => cols[k]!.push(v));

export async function seedCohort(tx: Queryable, passwordHash: string, now = Date.now()): Promise<void> {
  const courses = await loadCourses(tx);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const course = (slug: string) => {
    const found = courses.get(slug);
    if (!found) throw new Error(`Seed: the cohort names unknown course ${slug}`);
    return found;
  };

  // who studies what; a paid course needs the family's plan, or an order for every 3rd learner
  const enrolments: { learner: number; course: CourseInfo; j: number }[] = [];
  const roles = COHORT_LEARNERS.map(() => new Set(['subscriber']));
  const purchases: { learner: number; course: CourseInfo }[] = [];
  for (const [slug, cohort] of Object.entries(COHORT_COURSES)) {
    studentsOf(cohort).forEach((learner, j) => {
      const c = course(slug);
      enrolments.push({ learner, course: c, j });
      if (c.price === 0) return;
      if (learner % 3 === 0) purchases.push({ learner, course: c });
      else roles[learner]!.add(`premium_${c.family}`);
    });
  }

  const inserted = await tx.query<{ id: number; username: string }>(
    `insert into users (username, email, password_hash, display_name, first_name, last_name, nickname, roles, created_at)
     select u, u || '@example.cz', $3, d, split_part(d, ' ', 1), split_part(d, ' ', 2), split_part(d, ' ', 1),
            string_to_array(r, ','), $5::timestamptz - make_interval(days => (60 + n)::int)
       from unnest($1::text[], $2::text[], $4::text[]) with ordinality as t(u, d, r, n)
     returning id, username`,
    [
      COHORT_LEARNERS.map(([username]) => username),
      COHORT_LEARNERS.map(([, name]) => name),
      passwordHash,
      roles.map((r) => [...r].join(',')),
      at(0),
    ],
  );
  const idOf = new Map(inserted.map((u) => [u.username, u.id]));
  const userId = (learner: number) => idOf.get(COHORT_LEARNERS[learner]![0])!;
  const demo = await tx.query<{ id: number; username: string }>(
    'select id, username from users where username = any($1::text[])',
    [[DEMO_ACCOUNTS.learner.username, DEMO_ACCOUNTS.premium.username]],
  );
  const jana = demo.find((u) => u.username === DEMO_ACCOUNTS.learner.username);
  const petr = demo.find((u) => u.username === DEMO_ACCOUNTS.premium.username);
  if (!jana || !petr) throw new Error('Seed: the demo accounts come before the cohort');

  // enrolments with their item progress; jana has learned the first two lessons of the free OSP course
  const uc = columns(8);
  const ui = columns(6);
  const enrol = (user: number, c: CourseInfo, j: number, progress: Progress, finished: boolean) => {
    const started = 5 + ((j * 7) % 60);
    const state = new Map(progress.map((p) => [p.id, p]));
    const result = courseResult(
      c.items.map((i) => state.get(i.id) ?? { type: i.type }),
      c.passingCondition,
    );
    const graduation = !finished ? 'in-progress' : result.pass ? 'passed' : 'failed';
    push(uc, [
      user,
      c.id,
      finished ? 'finished' : 'enrolled',
      graduation,
      finished ? result.result : null,
      finished && j % 12 === 0 ? 1 : 0,
      at(started),
      finished ? at(started - 4) : null,
    ]);
    progress.forEach((item, k) =>
      push(ui, [user, c.id, item.id, item.status, item.graduation, at(started - 1 - k / 2)]),
    );
  };
  for (const { learner, course: c, j } of enrolments) {
    const { finished, progress } = stateOf(j, c.items);
    enrol(userId(learner), c, j, progress, finished);
  }
  const free = course('osp-verbalni-oddil');
  const lessons = free.items.filter((i) => i.type === 'lp_lesson').slice(0, 2);
  enrol(
    jana.id,
    free,
    1,
    lessons.map((i) => ({ ...i, status: 'completed', graduation: 'passed' })),
    false,
  );
  await tx.query(
    `insert into user_courses (user_id, course_id, status, graduation, result, retaken, start_time, end_time)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::numeric[], $6::int[],
                          $7::timestamptz[], $8::timestamptz[])`,
    uc,
  );
  await tx.query(
    `insert into user_items (user_id, course_id, item_id, status, graduation, start_time, end_time)
     select u, c, i, s, g, t, t
       from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::timestamptz[]) as x(u, c, i, s, g, t)`,
    ui,
  );
  // the assignments they handed in were marked: passed a point or two over the passing grade, failed under it
  await tx.query(
    `insert into assignment_answers (user_item_id, user_id, item_id, status, started_at, deadline, submitted_at,
                                     mark, graduation, evaluated_at)
     select ui.id, ui.user_id, ui.item_id, 'evaluated', s.started_at,
            case when a.duration_time > 0 then s.started_at + make_interval(
              weeks => case when a.duration_format = 'week' then a.duration_time else 0 end,
              days => case when a.duration_format = 'day' then a.duration_time else 0 end,
              hours => case when a.duration_format = 'hour' then a.duration_time else 0 end,
              mins => case when a.duration_format = 'minute' then a.duration_time else 0 end) end,
            s.started_at + interval '30 minutes',
            case when ui.graduation = 'passed' then least(a.mark, a.passing_grade + ui.user_id % 3)
                 else greatest(a.passing_grade - 1 - ui.user_id % 3, 0) end,
            ui.graduation, ui.start_time
       from user_items ui
       join assignments a on a.item_id = ui.item_id
       cross join lateral (select ui.start_time - interval '90 minutes' as started_at) s
      where ui.status = 'completed'`,
  );

  // reviews by each course's first students (who are enrolled or finished)
  const rv = columns(6);
  for (const [slug, cohort] of Object.entries(COHORT_COURSES)) {
    const students = studentsOf(cohort);
    cohort.reviews.forEach((review, k) =>
      push(rv, [
        course(slug).id,
        userId(students[k]!),
        review.title,
        review.rating,
        review.content,
        at(45 - k * 9),
      ]),
    );
  }
  await tx.query(
    `insert into reviews (course_id, user_id, title, rating, content, created_at)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::timestamptz[])`,
    rv,
  );

  // completed orders: the cohort's course purchases and petr's ZSV course (his OSP plan is the team's grant)
  const orders = [
    ...purchases.map((p, k) => ({ user: userId(p.learner), course: p.course, daysAgo: 20 + (k % 25) })),
    { user: petr.id, course: course(PREMIUM_ORDERS.course.slug), daysAgo: PREMIUM_ORDERS.course.daysAgo },
  ];
  for (const order of orders) {
    await tx.query(
      `with o as (insert into orders (user_id, status, total, created_at) values ($1, 'completed', $2, $3) returning id)
       insert into order_items (order_id, course_id, name, total) select id, $4, $5, $2 from o`,
      [order.user, order.course.price, at(order.daysAgo), order.course.id, order.course.title],
    );
  }

  await tx.query(
    `insert into upcoming_courses (title, content, image, category_id, start_time)
     select t, c, 'seed/' || i, (select id from categories where slug = s), $5::timestamptz + make_interval(days => d)
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $6::int[]) as x(t, c, i, s, d)`,
    [
      UPCOMING_COURSES.map((u) => u.title),
      UPCOMING_COURSES.map((u) => u.content),
      UPCOMING_COURSES.map((u) => u.image),
      UPCOMING_COURSES.map((u) => u.category),
      at(0),
      UPCOMING_COURSES.map((u) => u.inDays),
    ],
  );
}
