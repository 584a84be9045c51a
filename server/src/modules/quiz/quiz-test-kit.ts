import type { AnswerValue, Question } from '@studovna/core/contract';
import type { BlankSpec } from '@studovna/core/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';

/**
 * Helpers for the quiz, lesson and item API tests: seeded quizzes found by their settings, learners'
 * enrolments, the right and wrong answers of a quiz read from the database, and the leak check.
 */

export interface QuizRef {
  id: number;
  courseId: number;
  timeLimitSeconds: number;
  retakeCount: number;
}

export interface QuizFilter {
  preview?: boolean;
  timed?: boolean;
  instantCheck?: boolean;
  negativeMarking?: boolean;
  minusSkipped?: boolean;
  retakeCount?: number;
  /** The course costs something (a study plan or an order opens it). */
  paid?: boolean;
  /** The slug of the quiz's course. */
  course?: string;
}

/** The first seeded quiz (in id order) with these settings. */
export async function findQuiz(t: TestApp, filter: QuizFilter): Promise<QuizRef> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => conditions.push(sql.replace('?', `$${params.push(value)}`));
  if (filter.preview !== undefined) add('i.preview = ?', filter.preview);
  if (filter.timed !== undefined) add('(q.time_limit_seconds > 0) = ?', filter.timed);
  if (filter.instantCheck !== undefined) add('q.instant_check = ?', filter.instantCheck);
  if (filter.negativeMarking !== undefined) add("(q.wrong_penalty <> '0') = ?", filter.negativeMarking);
  if (filter.minusSkipped !== undefined) add("(q.skip_penalty <> '0') = ?", filter.minusSkipped);
  if (filter.retakeCount !== undefined) add('q.retake_count = ?', filter.retakeCount);
  if (filter.paid !== undefined) add('(c.price > 0) = ?', filter.paid);
  if (filter.course !== undefined) add('c.slug = ?', filter.course);
  const [row] = await t.db.query<QuizRef>(
    `select i.id, i.course_id as "courseId", q.time_limit_seconds as "timeLimitSeconds",
            q.retake_count as "retakeCount"
       from quizzes q join items i on i.id = q.item_id join courses c on c.id = i.course_id
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      order by i.id limit 1`,
    params,
  );
  if (!row) throw new Error(`findQuiz: no seeded quiz with ${JSON.stringify(filter)}`);
  return row;
}

/** A lesson of the seeded content, preview or not. */
export async function findLesson(t: TestApp, preview: boolean): Promise<{ id: number; courseId: number }> {
  const [row] = await t.db.query<{ id: number; courseId: number }>(
    `select id, course_id as "courseId" from items where type = 'lp_lesson' and preview = $1 order by id limit 1`,
    [preview],
  );
  return row!;
}

/** Puts the learner in the course as the courses module would (enrolled or finished). */
export async function enrol(
  t: TestApp,
  userId: number,
  courseId: number,
  status: 'enrolled' | 'finished' = 'enrolled',
): Promise<void> {
  await t.db.query(
    `insert into user_courses (user_id, course_id, status, graduation, start_time)
     values ($1, $2, $3, 'in-progress', now())`,
    [userId, courseId, status],
  );
}

export interface KeyQuestion {
  id: number;
  type: Question['type'];
  mark: number;
}

export interface AnswerKey {
  questions: KeyQuestion[];
  right: Record<string, AnswerValue>;
  wrong: Record<string, AnswerValue>;
}

const rightFill = (blank: BlankSpec): string =>
  blank.comparison === 'equal'
    ? blank.answer
    : blank.comparison === 'any'
      ? blank.answers[0]!
      : String(blank.min);

/** Right and wrong answers to every question of a quiz, from what the database stores. */
export async function answerKey(t: TestApp, quizId: number): Promise<AnswerKey> {
  const questions = await t.db.query<KeyQuestion & { settings: { blanks?: BlankSpec[] } }>(
    'select id, type, mark, settings from questions where quiz_id = $1 order by sort',
    [quizId],
  );
  const options = await t.db.query<{ question_id: number; value: string; is_true: boolean }>(
    `select o.question_id, o.value, o.is_true from question_options o join questions q on q.id = o.question_id
      where q.quiz_id = $1 order by o.question_id, o.sort`,
    [quizId],
  );
  const key: AnswerKey = { questions: [], right: {}, wrong: {} };
  for (const q of questions) {
    const mine = options.filter((o) => o.question_id === q.id);
    const truthy = mine.filter((o) => o.is_true).map((o) => o.value);
    const falsy = mine.filter((o) => !o.is_true).map((o) => o.value);
    const k = String(q.id);
    key.questions.push({ id: q.id, type: q.type, mark: q.mark });
    switch (q.type) {
      case 'true_or_false':
      case 'single_choice':
        key.right[k] = truthy[0]!;
        key.wrong[k] = falsy[0]!;
        break;
      case 'multi_choice':
        key.right[k] = truthy;
        key.wrong[k] = [falsy[0]!];
        break;
      case 'sorting_choice':
        key.right[k] = truthy;
        key.wrong[k] = [...truthy].reverse();
        break;
      case 'fill_in_blanks': {
        const blanks = q.settings.blanks ?? [];
        key.right[k] = Object.fromEntries(blanks.map((b) => [b.id, rightFill(b)]));
        key.wrong[k] = Object.fromEntries(blanks.map((b) => [b.id, 'nesmysl']));
        break;
      }
    }
  }
  return key;
}

/** Some of an answer map: the questions at these positions of the key. */
export const pick = (key: AnswerKey, from: 'right' | 'wrong', positions: number[]) =>
  Object.fromEntries(
    positions.map((p) => [String(key.questions[p]!.id), key[from][String(key.questions[p]!.id)]!]),
  );

/** Nothing that gives an answer away, except for the questions in `revealed`. */
export function expectNoSecrets(questions: Question[], revealed: readonly number[] = []): void {
  expect(questions.length).toBeGreaterThan(0);
  for (const q of questions) {
    if (revealed.includes(q.id)) continue;
    expect(q.explanation ?? null, `explanation of ${q.id}`).toBeNull();
    for (const o of q.options) {
      expect(o, `option of ${q.id}`).not.toHaveProperty('is_true');
      expect(o, `option of ${q.id}`).not.toHaveProperty('sorting');
      if (q.type === 'fill_in_blanks') expect(o.answers, `blanks of ${q.id}`).toEqual({});
    }
  }
}

/** The learner's attempts of a quiz, oldest first. */
export const attemptsOf = (t: TestApp, userId: number, quizId: number) =>
  t.db.query<{ id: number; status: string; retaken: number; user_item_id: number | null; answers: unknown }>(
    'select id, status, retaken, user_item_id, answers from quiz_attempts where user_id = $1 and quiz_id = $2 order by id',
    [userId, quizId],
  );

export const userItemOf = async (t: TestApp, userId: number, itemId: number) => {
  const [row] = await t.db.query<{ status: string; graduation: string }>(
    'select status, graduation from user_items where user_id = $1 and item_id = $2',
    [userId, itemId],
  );
  return row ?? null;
};
