import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { forgetLearnerScores, rebuildCoarse } from '../progress/progress.service';
import { answerKey, findQuiz, pick, type AnswerKey, type QuizRef } from '../quiz/quiz-test-kit';
import {
  clearScores,
  expectScoresMatchAttempts,
  histogramOf,
  planLearner,
  takeQuiz,
} from './scores-test-kit';

/** GET /quiz/percentil and POST /quiz/statistics over counted scores (decision 0008). */
describe.each(testDatabases)('percentile and statistics on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  let half: Record<string, unknown>;
  let total: number;
  let tieScore: number;
  const learners: Record<'top' | 'tieA' | 'tieB' | 'bottom', TestLearner> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    // unlimited retakes, no negative marking: the score is the share of right answers
    quiz = await findQuiz(t, {
      preview: false,
      retakeCount: -1,
      negativeMarking: false,
      minusSkipped: false,
    });
    key = await answerKey(t, quiz.id);
    half = pick(key, 'right', [0, 1, 2, 3]);
    total = key.questions.reduce((sum, q) => sum + Number(q.mark), 0);
    await clearScores(t, quiz.id);
  });
  afterAll(() => t.close());

  const percentil = async (me: TestLearner, query: string, quizId = quiz.id) => {
    const res = await api.get(`/quiz/percentil?id=${quizId}${query}`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    return quizApi.quizPercentile.response.parse(res.json());
  };
  /** Ten bands of ten percent with these learners in them. */
  const bands = (...filled: [band: number, learners: number][]) => {
    const all = Array.from({ length: 10 }, () => 0);
    for (const [band, learners] of filled) all[band] = learners;
    return all;
  };

  it('a single learner is at the top: 1; a lower mark against them is 0', async () => {
    learners.tieA = await planLearner(t, quiz.courseId);
    const results = await takeQuiz(api, learners.tieA, quiz.id, half);
    expect(results.result).toBeGreaterThan(0);
    expect(results.result).toBeLessThan(100);
    const alone = bands([Math.floor(results.result / 10), 1]);
    expect(await percentil(learners.tieA, '')).toEqual({ percentil: 1, learners: 1, distribution: alone });
    expect(await percentil(learners.tieA, `&user_mark=${results.user_mark}`)).toEqual({
      percentil: 1,
      learners: 1,
      distribution: alone,
    });
    expect(await percentil(learners.tieA, '&user_mark=0')).toEqual({
      percentil: 0,
      learners: 1,
      distribution: alone,
    });
  });

  it('ties share one percentile, the top score is 1, the bottom counts itself', async () => {
    learners.tieB = await planLearner(t, quiz.courseId);
    learners.top = await planLearner(t, quiz.courseId);
    learners.bottom = await planLearner(t, quiz.courseId);
    const tie = await takeQuiz(api, learners.tieB, quiz.id, half);
    const top = await takeQuiz(api, learners.top, quiz.id, key.right);
    await takeQuiz(api, learners.bottom, quiz.id, key.wrong);
    expect(top.result).toBe(100);
    tieScore = Math.round(tie.result * 100);
    expect(await histogramOf(t, quiz.id)).toEqual([
      [0, 1],
      [tieScore, 2],
      [10000, 1],
    ]);
    expect((await percentil(learners.top, '')).percentil).toBe(1);
    expect((await percentil(learners.tieA, '')).percentil).toBe(0.75);
    expect((await percentil(learners.tieB, '')).percentil).toBe(0.75);
    // the distribution: 0 % in the first band, 100 % in the last one, the tie in its own
    expect(await percentil(learners.bottom, '')).toEqual({
      percentil: 0.25,
      learners: 4,
      distribution: bands([0, 1], [Math.floor(tie.result / 10), 2], [9, 1]),
    });
    // any mark, in points of the quiz's total
    expect((await percentil(learners.bottom, `&user_mark=${tie.user_mark}`)).percentil).toBe(0.75);
    expect((await percentil(learners.bottom, `&user_mark=${total}`)).percentil).toBe(1);
    expect((await percentil(learners.bottom, `&user_mark=${total * 5}`)).percentil).toBe(1);
    expect((await percentil(learners.bottom, '&user_mark=-3')).percentil).toBe(0.25);
    // the quiz view carries the percentile of the run's finished attempt
    const view = quizApi.getQuiz.response.parse(
      (await api.get(`/quiz/${quiz.id}`, learners.tieA.token)).json(),
    );
    expect(view.percentile).toBe(0.75);
  });

  it('a better retake moves the learner; a worse one only counts as a solution', async () => {
    await takeQuiz(api, learners.bottom, quiz.id, key.right);
    await takeQuiz(api, learners.top, quiz.id, key.wrong);
    expect(await histogramOf(t, quiz.id)).toEqual([
      [tieScore, 2],
      [10000, 2],
    ]);
    expect((await percentil(learners.tieA, '')).percentil).toBe(0.5);
    expect((await percentil(learners.bottom, '')).percentil).toBe(1);
    expect((await percentil(learners.top, '')).percentil).toBe(1);
    await expectScoresMatchAttempts(t, [quiz.id]);
  });

  it('statistics: the counted attempt of each finished quiz; others are left out', async () => {
    const other = await findQuiz(t, { preview: true });
    await takeQuiz(api, learners.top, other.id, {});
    const res = await api.post(
      '/quiz/statistics',
      { id_list: [quiz.id, other.id, other.id + 1, 999999, quiz.id] },
      learners.top.token,
    );
    expect(res.statusCode).toBe(200);
    const stats = quizApi.quizStatistics.response.parse(res.json());
    expect(Object.keys(stats).sort()).toEqual([String(quiz.id), String(other.id)].sort());
    expect(stats[String(quiz.id)]).toEqual({
      percentil: 1,
      heuristic: 'best',
      user_progress: 100,
      user_mark: total,
      solutions: 2,
      result: 100,
      learners: 4,
    });
    expect(stats[String(other.id)]).toMatchObject({
      heuristic: 'best',
      user_progress: 0,
      user_mark: 0,
      solutions: 1,
    });
    // the seeded cohort is on the other quiz: the learner's 0 is at the bottom of it
    expect(stats[String(other.id)]!.learners).toBeGreaterThanOrEqual(20);
    expect(stats[String(other.id)]!.percentil).toBeLessThan(0.25);
    const none = await api.post('/quiz/statistics', { id_list: [quiz.id] }, (await makeLearner(t)).token);
    expect(none.json()).toEqual({});
  });

  it('a learner taken out (account deletion) leaves the distribution', async () => {
    const gone = await planLearner(t, quiz.courseId);
    const before = await histogramOf(t, quiz.id);
    await takeQuiz(api, gone, quiz.id, key.wrong);
    expect(await histogramOf(t, quiz.id)).toEqual([[0, 1], ...before]);
    await t.db.transaction(async (tx) => {
      await forgetLearnerScores(tx, gone.id);
      await tx.query('delete from users where id = $1', [gone.id]);
    });
    expect(await histogramOf(t, quiz.id)).toEqual(before);
    await expectScoresMatchAttempts(t, [quiz.id]);
  });

  it('guests get 401; bad input is 400 or 404 with a code, and changes nothing', async () => {
    const before = await histogramOf(t, quiz.id);
    const me = learners.tieA;
    expect((await api.get(`/quiz/percentil?id=${quiz.id}&user_mark=3`)).statusCode).toBe(401);
    expect((await api.post('/quiz/statistics', { id_list: [quiz.id] })).statusCode).toBe(401);
    const refusals: [Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [api.get(`/quiz/percentil?id=${quiz.id}&user_mark=abc`, me.token), 400, 'rest_invalid_param'],
      [api.get('/quiz/percentil?id=zero&user_mark=1', me.token), 400, 'rest_invalid_param'],
      [api.get('/quiz/percentil?id=999999&user_mark=1', me.token), 404, 'quiz_not_found'],
      [api.post('/quiz/statistics', { id_list: [] }, me.token), 400, 'rest_invalid_param'],
      [api.post('/quiz/statistics', { id_list: ['x'] }, me.token), 400, 'rest_invalid_param'],
      [
        api.post('/quiz/statistics', { id_list: Array.from({ length: 101 }, (_, i) => i + 1) }, me.token),
        400,
        'rest_invalid_param',
      ],
      [api.post('/quiz/statistics', {}, me.token), 400, 'rest_invalid_param'],
    ];
    for (const [call, status, code] of refusals) {
      const res = await call;
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, data: { status } });
    }
    const stranger = await planLearner(t, quiz.courseId);
    const noResult = await api.get(`/quiz/percentil?id=${quiz.id}`, stranger.token);
    expect(noResult.statusCode).toBe(404);
    expect(noResult.json()).toMatchObject({ code: 'quiz_no_result', data: { status: 404 } });
    const outsider = await makeLearner(t);
    const locked = await api.get(`/quiz/percentil?id=${quiz.id}&user_mark=1`, outsider.token);
    expect(locked.statusCode).toBe(403);
    expect(await histogramOf(t, quiz.id)).toEqual(before);
  });

  it('the distribution puts every counted score in its band of ten percent, 100 % in the last', async () => {
    const other = await findQuiz(t, { preview: true });
    await clearScores(t, other.id);
    const histogram = [
      [0, 2],
      [999, 1],
      [1000, 3],
      [4550, 1],
      [5000, 0],
      [8999, 1],
      [9000, 2],
      [9999, 1],
      [10000, 4],
    ];
    for (const [score, count] of histogram)
      await t.db.query('insert into quiz_score_histogram (quiz_id, score, learners) values ($1, $2, $3)', [
        other.id,
        score,
        count,
      ]);
    await rebuildCoarse(t.db, [other.id]);
    const answer = await percentil(learners.top, '&user_mark=0', other.id);
    expect(answer).toEqual({
      percentil: 0.1333,
      learners: 15,
      distribution: bands([0, 3], [1, 3], [4, 1], [8, 1], [9, 7]),
    });
    expect(answer.distribution!.reduce((sum, n) => sum + n, 0)).toBe(answer.learners);
    // a quiz nobody finished: empty bands, and the mark compared with itself alone
    await clearScores(t, other.id);
    expect(await percentil(learners.top, '&user_mark=0', other.id)).toEqual({
      percentil: 1,
      learners: 0,
      distribution: bands(),
    });
  });
});
