import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { caller, type Caller } from '../../../test/course-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioQuizzesApi as Z } from '@studovna/core/contract/studio';
import { http } from '../../../test/http';
import { planLearner } from '../statistics/scores-test-kit';
import { studioUsers } from '../studio/studio-test-kit';
import { answerKey, pick } from './quiz-test-kit';

/**
 * The seeded mock tests (issue 27 point 2, decision 0041) through the API: the quiz says its parts and
 * each question its part, a finish is scored as the real test (−1/3 for a wrong OSP answer, nothing for a
 * skip), and the percentile counts the cohort that took the mock before.
 */
describe.each(testDatabases)('mock tests on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let mocks: { id: number; courseId: number; title: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    mocks = await t.db.query<{ id: number; courseId: number; title: string }>(
      `select i.id, i.course_id as "courseId", i.title
         from quizzes q join items i on i.id = q.item_id
        where jsonb_array_length(q.parts) > 0 order by i.id`,
    );
  });
  afterAll(() => t?.close());

  it('one per family, each with its parts in order and every question in one of them', async () => {
    expect(mocks.map((m) => m.title)).toEqual([
      expect.stringMatching(/^OSP/),
      expect.stringMatching(/^ZSV/),
      expect.stringMatching(/^TSP/),
    ]);
    const osp = mocks[0]!;
    const me = await planLearner(t, osp.courseId);
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${osp.id}`, me.token)).json());
    expect(view.meta_data.parts).toEqual([
      { title: 'Verbální oddíl', time_limit_seconds: 35 * 60 },
      { title: 'Analytický oddíl', time_limit_seconds: 50 * 60 },
    ]);
    expect(view.meta_data.wrong_penalty).toBe('1/3');
    expect(view.duration).toBe(85 * 60);
    const perPart = [0, 1].map((p) => view.questions.filter((q) => q.part === p).length);
    expect(perPart).toEqual([33, 33]);
    expect(view.questions.every((q) => q.options.length === 4)).toBe(true);
  });

  it('a finish is scored as the real test, and the percentile counts the cohort that took it', async () => {
    const osp = mocks[0]!;
    const me = await planLearner(t, osp.courseId);
    expect((await api.post('/quiz/start', { id: osp.id }, me.token)).statusCode).toBe(200);
    const key = await answerKey(t, osp.id);
    // six right and three wrong in the verbal part, the rest skipped: 6 − 3 × 1/3 = 5 points of 66
    const answered = { ...pick(key, 'right', [0, 1, 2, 3, 4, 5]), ...pick(key, 'wrong', [6, 7, 8]) };
    const res = await api.post('/quiz/finish', { id: osp.id, answered }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    const finished = quizApi.finishQuiz.response.parse(res.json()).data!.results;
    expect(finished).toMatchObject({
      question_correct: 6,
      question_wrong: 3,
      question_empty: 57,
      subtracted: 1,
      user_mark: 5,
      mark: 66,
      result: 7.58,
    });
    const percentile = await api.get(`/quiz/percentil?id=${osp.id}&user_mark=5`, me.token);
    expect(percentile.statusCode, percentile.body).toBe(200);
    expect(percentile.json().learners).toBeGreaterThanOrEqual(20);
  });

  it('the studio shows a mock’s parts with their questions', async () => {
    const { admin } = await studioUsers(t);
    const res = await http(t.app).call(Z.getQuiz, { params: { id: mocks[2]!.id } }, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(Z.getQuiz.response.parse(res.json()).parts).toEqual([
      { title: 'Numericko-analytické myšlení', time_limit_seconds: 45 * 60, questions: 15 },
      { title: 'Kritické myšlení', time_limit_seconds: 45 * 60, questions: 15 },
      { title: 'Uvažování v anglickém jazyce', time_limit_seconds: 20 * 60, questions: 15 },
    ]);
  });
});
