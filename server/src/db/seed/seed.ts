import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Database, Queryable } from '../database';
import { hashPassword } from '../../lib/passwords';
import { insertUser } from '../../modules/users/users.service';
import { seedCohort } from './cohort';
import { seedComments } from './comments';
import { seedCohortAttempts } from './cohort-attempts';
import type {
  SeedAssignment,
  SeedCourse,
  SeedFamily,
  SeedQuestion,
  SeedQuiz,
  SeedSection,
} from './content-types';
import { ospMock } from './content/mock-osp';
import { osp } from './content/osp';
import { tspMock } from './content/mock-tsp';
import { zsvMock } from './content/mock-zsv';
import { tsp } from './content/tsp';
import { zsv } from './content/zsv';
import { withMockTest } from './mock-tests';
import { DEMO_ACCOUNTS, DEMO_STUDIO_ACCOUNTS, seedDemoPins } from './demo-accounts';
import { seedDemoSubscription, seedPlans } from './plans';

/** The demo content: each family with its mock test at the end of its paid course (decision 0041). */
export const SEED_FAMILIES: SeedFamily[] = [
  withMockTest(osp, ospMock, 'osp-analyticky-a-kvantitativni-oddil'),
  withMockTest(zsv, zsvMock, 'zsv-ekonomie-pravo-politologie'),
  withMockTest(tsp, tspMock, 'tsp-analyticke-numericke-prostorove'),
];

const IMAGES_DIR = new URL('./images/', import.meta.url).pathname;

/** An assignment whose course and section exist, inserted after all other content. */
interface PendingAssignment {
  courseId: number;
  sectionId: number;
  sort: number;
  assignment: SeedAssignment;
}

/** A section added to a released course (`SeedSection.appended`), inserted after the cohort's progress. */
interface AppendedSection {
  courseId: number;
  sort: number;
  section: SeedSection;
}

/** Seeds the demo content once: a database that already has categories is left as it is. */
export async function seedIfEmpty(db: Database, families: SeedFamily[] = SEED_FAMILIES): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*) as n from categories');
  if (row && row.n > 0) return false;
  // hashing is slow: do it before the transaction
  const instructorHash = await hashPassword(randomBytes(24).toString('base64url'));
  const demoHashes = await Promise.all(Object.values(DEMO_ACCOUNTS).map((a) => hashPassword(a.password)));
  const studioHash = await hashPassword(DEMO_STUDIO_ACCOUNTS.administrator.password);
  await db.transaction(async (tx) => {
    for (const [i, account] of Object.values(DEMO_ACCOUNTS).entries()) {
      await insertUser(tx, {
        username: account.username,
        email: account.email,
        passwordHash: demoHashes[i]!,
        displayName: account.displayName,
        firstName: account.firstName,
        lastName: account.lastName,
        roles: [...account.roles],
      });
    }
    // the study plans on sale, and the demo premium learner's plan
    await seedPlans(tx);
    await seedDemoSubscription(tx, new Date());
    const pending: PendingAssignment[] = [];
    const appended: AppendedSection[] = [];
    for (const [index, family] of families.entries())
      await seedFamily(tx, family, index, instructorHash, pending, appended);
    // courses, items and questions share one id sequence: assignments come last, so everything else keeps
    // the ids it had before there were assignments (course 1, 33, 79, … of the demo)
    for (const assignment of pending) await seedAssignment(tx, assignment);
    // learners who use the content: enrolments, progress, reviews, orders; upcoming courses
    if (families === SEED_FAMILIES) await seedCohort(tx, instructorHash);
    // sections added to released courses come after all of that: every earlier id stays, and the cohort
    // studied the courses before these sections existed
    const appendedAssignments: PendingAssignment[] = [];
    for (const { courseId, sort, section } of appended)
      await seedSection(tx, courseId, sort, section, appendedAssignments);
    for (const assignment of appendedAssignments) await seedAssignment(tx, assignment);
    if (families === SEED_FAMILIES) {
      // the cohort's past quiz attempts (of the appended quizzes too), so a percentile means something on a
      // fresh install
      await seedCohortAttempts(tx);
      // the demo premium learner's pins on the Board
      await seedDemoPins(tx);
      // a thread answered by its instructor and a reported comment, for the studio's moderation
      await seedComments(tx);
      await seedStudioAccounts(tx, studioHash);
    }
  });
  return true;
}

/** The team's demo account, and the password of the demo instructors (decisions 0023, 0030). */
async function seedStudioAccounts(tx: Queryable, passwordHash: string): Promise<void> {
  const admin = DEMO_STUDIO_ACCOUNTS.administrator;
  await insertUser(tx, {
    username: admin.username,
    email: admin.email,
    passwordHash,
    displayName: admin.displayName,
    firstName: admin.firstName,
    lastName: admin.lastName,
    roles: [...admin.roles],
  });
  const instructors = [DEMO_STUDIO_ACCOUNTS.instructor, DEMO_STUDIO_ACCOUNTS.analyticsInstructor];
  const found = await tx.query<{ id: number }>(
    'update users set password_hash = $2 where username = any($1::text[]) returning id',
    [instructors.map((i) => i.username), passwordHash],
  );
  if (found.length !== instructors.length) throw new Error('Seed: a demo instructor is missing');
}

async function seedFamily(
  tx: Queryable,
  family: SeedFamily,
  sort: number,
  passwordHash: string,
  pending: PendingAssignment[],
  appended: AppendedSection[],
): Promise<void> {
  const { category } = family;
  const [cat] = await tx.query<{ id: number }>(
    `insert into categories (slug, name, description, image, subscription, sort) values ($1, $2, $3, $4, $5, $6) returning id`,
    [category.slug, category.name, category.description, `seed/${category.image}`, category.premium, sort],
  );
  const instructorIds = new Map<string, number>();
  for (const instructor of family.instructors) {
    const [first = '', ...rest] = instructor.displayName.split(' ');
    const user = await insertUser(tx, {
      username: instructor.username,
      email: `${instructor.username}@studovna.cz`,
      passwordHash,
      displayName: instructor.displayName,
      firstName: first,
      lastName: rest.join(' '),
      nickname: instructor.nickname,
      description: instructor.description,
      avatarPath: `seed/${instructor.avatar}`,
      roles: ['lp_teacher'],
    });
    if (!user) throw new Error(`Seed: instructor ${instructor.username} already exists`);
    instructorIds.set(instructor.username, user.id);
  }
  for (const course of family.courses) {
    const authorId = instructorIds.get(course.instructor);
    if (!authorId)
      throw new Error(`Seed: course ${course.slug} names unknown instructor ${course.instructor}`);
    await seedCourse(tx, course, cat!.id, authorId, pending, appended);
  }
}

async function seedCourse(
  tx: Queryable,
  course: SeedCourse,
  categoryId: number,
  authorId: number,
  pending: PendingAssignment[],
  appended: AppendedSection[],
): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    `insert into courses (slug, title, excerpt, content, image, author_id, price, sale_price, duration, passing_condition, retake_count, published_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      course.slug,
      course.title,
      course.excerpt,
      course.overview,
      `seed/${course.image}`,
      authorId,
      course.price,
      course.salePrice ?? null,
      course.duration,
      course.passingCondition,
      course.retakeCount,
      course.publishedAt,
    ],
  );
  const courseId = row!.id;
  await tx.query('insert into course_categories (course_id, category_id) values ($1, $2)', [
    courseId,
    categoryId,
  ]);
  const firstAppended = course.sections.findIndex((section) => section.appended);
  for (const [s, section] of course.sections.entries()) {
    if (section.appended) {
      appended.push({ courseId, sort: s, section });
      continue;
    }
    if (firstAppended >= 0 && s > firstAppended)
      throw new Error(`Seed: in ${course.slug}, „${section.title}“ follows an appended section`);
    await seedSection(tx, courseId, s, section, pending);
  }
}

async function seedSection(
  tx: Queryable,
  courseId: number,
  sort: number,
  section: SeedSection,
  pending: PendingAssignment[],
): Promise<void> {
  const [sec] = await tx.query<{ id: number }>(
    'insert into sections (course_id, title, description, sort) values ($1, $2, $3, $4) returning id',
    [courseId, section.title, section.description ?? '', sort],
  );
  for (const [i, item] of section.items.entries()) {
    if (item.type === 'lp_assignment') {
      pending.push({ courseId, sectionId: sec!.id, sort: i, assignment: item });
      continue;
    }
    const content = item.type === 'lp_lesson' ? item.content : item.description;
    const [it] = await tx.query<{ id: number }>(
      `insert into items (course_id, section_id, type, title, content, duration_minutes, preview, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [courseId, sec!.id, item.type, item.title, content, item.durationMinutes, item.preview ?? false, i],
    );
    if (item.type === 'lp_quiz') await seedQuiz(tx, it!.id, item);
  }
}

async function seedAssignment(tx: Queryable, pending: PendingAssignment): Promise<void> {
  const { assignment: a } = pending;
  const [item] = await tx.query<{ id: number }>(
    `insert into items (course_id, section_id, type, title, content, duration_minutes, preview, sort)
     values ($1, $2, 'lp_assignment', $3, $4, $5, $6, $7) returning id`,
    [
      pending.courseId,
      pending.sectionId,
      a.title,
      a.content,
      a.durationMinutes,
      a.preview ?? false,
      pending.sort,
    ],
  );
  await tx.query(
    `insert into assignments (item_id, introduction, files_amount, duration_format, duration_time, mark, passing_grade)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [item!.id, a.introduction, a.filesAmount, a.duration.format, a.duration.time, a.mark, a.passingGrade],
  );
  for (const [sort, attachment] of (a.attachments ?? []).entries()) {
    const { size } = await stat(IMAGES_DIR + attachment.file);
    await tx.query(
      'insert into assignment_attachments (item_id, name, path, size, sort) values ($1, $2, $3, $4, $5)',
      [item!.id, attachment.name, `seed/${attachment.file}`, size, sort],
    );
  }
}

async function seedQuiz(tx: Queryable, quizId: number, quiz: SeedQuiz): Promise<void> {
  await tx.query(
    `insert into quizzes (item_id, passing_grade, retake_count, time_limit_seconds, instant_check, wrong_penalty,
                          skip_penalty, parts)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      quizId,
      quiz.passingGrade,
      quiz.retakeCount,
      Math.round((quiz.timeLimitMinutes ?? 0) * 60),
      quiz.instantCheck ?? false,
      quiz.wrongPenalty ?? '0',
      quiz.skipPenalty ?? '0',
      JSON.stringify(
        (quiz.parts ?? []).map((p) => ({
          title: p.title,
          time_limit_seconds: Math.round((p.minutes ?? 0) * 60),
        })),
      ),
    ],
  );
  for (const [q, question] of quiz.questions.entries()) {
    const settings =
      question.type === 'fill_in_blanks' ? { text: question.text, blanks: question.blanks } : {};
    const [qr] = await tx.query<{ id: number }>(
      `insert into questions (quiz_id, sort, type, title, content, hint, explanation, mark, settings, part)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        quizId,
        q,
        question.type,
        question.title,
        question.content ?? '',
        question.hint ?? '',
        question.explanation,
        question.mark ?? 1,
        JSON.stringify(settings),
        question.part ?? null,
      ],
    );
    for (const [o, option] of optionsOf(question).entries()) {
      await tx.query(
        'insert into question_options (question_id, sort, title, value, is_true) values ($1, $2, $3, $4, $5)',
        [qr!.id, o, option.title, option.value, option.isTrue],
      );
    }
  }
}

/** Options as LearnPress stores them; sorting_choice keeps the correct order in `sort`. */
function optionsOf(question: SeedQuestion): { title: string; value: string; isTrue: boolean }[] {
  const value = () => randomBytes(5).toString('hex');
  switch (question.type) {
    case 'true_or_false':
      return [
        { title: 'Pravda', value: 'true', isTrue: question.answer },
        { title: 'Nepravda', value: 'false', isTrue: !question.answer },
      ];
    case 'single_choice':
    case 'multi_choice':
      return question.options.map((o) => ({ title: o.title, value: value(), isTrue: o.correct ?? false }));
    case 'sorting_choice':
      return question.ordered.map((title) => ({ title, value: value(), isTrue: true }));
    case 'fill_in_blanks':
      return [];
  }
}
