import type { Queryable } from '../database';

/** Demo learners created on first start; the README lists them. */
export const DEMO_ACCOUNTS = {
  /** A learner without a study plan: sample tasks only. */
  learner: {
    username: 'jana',
    email: 'jana@studovna.cz',
    password: 'Studovna2026',
    displayName: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    roles: ['subscriber'],
  },
  /** A learner with an active study plan for OSP (a subscription, see plans.ts). */
  premium: {
    username: 'petr',
    email: 'petr@studovna.cz',
    password: 'Studovna2026',
    displayName: 'Petr Svoboda',
    firstName: 'Petr',
    lastName: 'Svoboda',
    roles: ['subscriber'],
  },
} as const;

/**
 * The studio's demo accounts (decision 0023): a member of the team, and one of the seeded instructors,
 * who owns the OSP courses she teaches. Created last, so the learners' and instructors' ids stay as
 * they were.
 */
export const DEMO_STUDIO_ACCOUNTS = {
  administrator: {
    username: 'spravce',
    email: 'spravce@studovna.cz',
    password: 'Studovna2026',
    displayName: 'Tým Studovny',
    firstName: 'Tým',
    lastName: 'Studovny',
    roles: ['administrator'],
  },
  /** A seeded instructor (content/osp.ts) who signs in with this password. */
  instructor: { username: 'lektorka.dvorakova', password: 'Studovna2026' },
  /** The other OSP instructor, author of the quiz with the deliberately bad question (decision 0030). */
  analyticsInstructor: { username: 'lektor.kucera', password: 'Studovna2026' },
} as const;

/**
 * The demo premium learner's pins, so the Board shows something on a fresh install: the first three
 * questions of the free OSP course's sample quiz (open without enrolment), answered right, wrongly and
 * not yet (green, red and grey boxes), pinned on different days.
 */
export const DEMO_PINS = {
  username: DEMO_ACCOUNTS.premium.username,
  course: 'osp-verbalni-oddil',
  /** Answer status of the quiz's 1st, 2nd and 3rd question, and days since it was pinned. */
  pins: [
    { answer: 1, daysAgo: 6 },
    { answer: 3, daysAgo: 3 },
    { answer: 0, daysAgo: 1 },
  ],
} as const;

export async function seedDemoPins(tx: Queryable): Promise<void> {
  await tx.query(
    `with quiz as (
       select i.id from items i join sections s on s.id = i.section_id join courses c on c.id = i.course_id
        where c.slug = $2 and i.type = 'lp_quiz' and i.preview
        order by s.sort, i.sort limit 1
     ), picked as (
       select q.id, row_number() over (order by q.sort, q.id) as n
         from questions q where q.quiz_id = (select id from quiz)
     )
     insert into question_statuses (user_id, question_id, answer_status, pinned, pinned_at, updated_at)
     select u.id, p.id, x.answer, true, now() - make_interval(days => x.days_ago),
            now() - make_interval(days => x.days_ago)
       from users u
       cross join unnest($3::smallint[], $4::int[]) with ordinality as x(answer, days_ago, n)
       join picked p on p.n = x.n
      where u.username = $1`,
    [
      DEMO_PINS.username,
      DEMO_PINS.course,
      DEMO_PINS.pins.map((p) => p.answer),
      DEMO_PINS.pins.map((p) => p.daysAgo),
    ],
  );
}
