import { practiceApi, type AnswerValue } from '@studovna/core/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import type { Caller, TestLearner } from '../../../test/course-fixtures';
import { stored } from '../progress/question-status-test-kit';

/** Helpers for the practice API tests: the three calls, pins, and days passing. */

const query = (category?: string) => (category ? `?category=${encodeURIComponent(category)}` : '');

/** GET /board/practice, parsed. */
export async function queueOf(api: Caller, me: TestLearner, category?: string) {
  const res = await api.get(`/board/practice${query(category)}`, me.token);
  expect(res.statusCode, res.body).toBe(200);
  return practiceApi.practiceQueue.response.parse(res.json());
}

/** The question ids of the learner's queue, in its order. */
export const queueIds = async (api: Caller, me: TestLearner, category?: string) =>
  (await queueOf(api, me, category)).cards.map((card) => card.question.id);

/** GET /board/due, parsed. */
export async function dueOf(api: Caller, me: TestLearner, category?: string) {
  const res = await api.get(`/board/due${query(category)}`, me.token);
  expect(res.statusCode, res.body).toBe(200);
  return practiceApi.practiceDue.response.parse(res.json()).due_today;
}

export interface PracticeAnswer {
  question_id: number;
  answered: AnswerValue | null;
  action_id?: string;
  category?: string;
}

/** POST /board/practice/answer; the raw response. */
export const sendAnswer = (api: Caller, me: TestLearner, body: PracticeAnswer) =>
  api.post('/board/practice/answer', body, me.token);

/** A practice answer that must be accepted; its parsed answer. */
export async function answerOf(api: Caller, me: TestLearner, body: PracticeAnswer) {
  const res = await sendAnswer(api, me, body);
  expect(res.statusCode, res.body).toBe(200);
  const parsed = practiceApi.answerPractice.response.parse(res.json());
  expect(parsed.status).toBe('success');
  return { message: parsed.message, ...parsed.data! };
}

/** Pins the question through store-question (keeping its answer digit). */
export async function pin(api: Caller, me: TestLearner, quiz: number, question: number, answer = 0) {
  await stored(api, me, { quiz, question, status: 10 + answer });
}

/**
 * `days` whole days pass for the learner: every stored time of their practice and question statuses
 * moves that far into the past, which is what the database clock moving forward would do.
 */
export async function daysPass(t: TestApp, userId: number, days: number): Promise<void> {
  await t.db.query(
    `update practice_cards
        set due = due - make_interval(days => $2), last_review = last_review - make_interval(days => $2),
            retired_at = retired_at - make_interval(days => $2), last_right_day = last_right_day - $2::int
      where user_id = $1`,
    [userId, days],
  );
  await t.db.query(
    `update question_statuses
        set updated_at = updated_at - make_interval(days => $2), pinned_at = pinned_at - make_interval(days => $2)
      where user_id = $1`,
    [userId, days],
  );
}

/** The learner's stored card of a question. */
export async function cardOf(t: TestApp, userId: number, questionId: number) {
  const [row] = await t.db.query<{ reps: number; right_days: number; retired: boolean; due: Date }>(
    `select reps, right_days, retired_at is not null as retired, due from practice_cards
      where user_id = $1 and question_id = $2`,
    [userId, questionId],
  );
  return row ?? null;
}
