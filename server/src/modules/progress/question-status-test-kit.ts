import { quizApi } from '@studovna/core/contract';
import { expect } from 'vitest';
import type { Caller, TestLearner } from '../../../test/course-fixtures';

/** Helpers for the question status, store-question and pins API tests. */

export interface StoreParams {
  quiz: number;
  question: number;
  status: number | string;
  /** The user id sent; the caller's own by default. */
  userId?: number;
}

/** GET /quiz/store-question as the learner sends it; the raw response. */
export const storeQuestion = (api: Caller, me: TestLearner, p: StoreParams) =>
  api.get(
    `/quiz/store-question?id=${p.quiz}&question_id=${p.question}&user_id=${p.userId ?? me.id}&status=${p.status}`,
    me.token,
  );

/** A store-question that must succeed; its parsed answer. */
export async function stored(api: Caller, me: TestLearner, p: StoreParams) {
  const res = await storeQuestion(api, me, p);
  expect(res.statusCode, res.body).toBe(200);
  return quizApi.storeQuestion.response.parse(res.json());
}

/** The learner's question statuses as GET /users/questions-stats answers them. */
export async function statsOf(api: Caller, me: TestLearner): Promise<Record<string, number>> {
  const res = await api.get(`/users/questions-stats?id=${me.id}`, me.token);
  expect(res.statusCode, res.body).toBe(200);
  return quizApi.questionsStats.response.parse(res.json());
}
