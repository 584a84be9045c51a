import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuizGrade } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { attemptsOf, enrol, findQuiz, userItemOf, type QuizRef } from '../quiz/quiz-test-kit';
import { clearScores, expectCoarseMatchesHistogram, histogramOf } from '../statistics/scores-test-kit';
import { completeQuizAttempt } from './progress.service';

/**
 * A graded attempt completed with what finishing it counts (decision 0042): a first score, the item and
 * the questions' statuses are written in the one statement that completes the attempt; a later score adds
 * its own statements; an attempt completed already changes nothing.
 */
describe.each(testDatabases)('completing a counted quiz attempt on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let questionIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, instantCheck: false });
    const rows = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id = $1 order by sort',
      [quiz.id],
    );
    questionIds = rows.map((r) => r.id);
    await clearScores(t, quiz.id);
  });
  afterAll(async () => t?.close());

  /** The statements sent through `tx`, counted. */
  function counting(tx: Queryable): Queryable & { sent: string[] } {
    const sent: string[] = [];
    return {
      sent,
      query: (sql, params) => {
        sent.push(sql);
        return tx.query(sql, params);
      },
    };
  }

  /** A grade of `result` percent where the first question was right and the others wrong. */
  const gradeOf = (result: number): QuizGrade => ({
    question_count: questionIds.length,
    question_correct: 1,
    question_wrong: questionIds.length - 1,
    question_empty: 0,
    user_mark: result / 10,
    mark: 10,
    subtracted: 0,
    result,
    pass: result >= 50,
    graduation: result >= 50 ? 'passed' : 'failed',
    questions: questionIds.map((id, i) => ({
      id,
      correct: i === 0,
      answered: true,
      mark: i === 0 ? 1 : 0,
      maxMark: 1,
      subtracted: 0,
      net: i === 0 ? 1 : 0,
    })),
  });

  /** Starts (or retakes) the quiz through the API and completes the attempt in progress with `result`. */
  async function complete(me: TestLearner, result: number) {
    const start = await api.post('/quiz/start', { id: quiz.id }, me.token);
    if (start.statusCode === 400) await api.post('/quiz/retake', { id: quiz.id }, me.token);
    const attempt = (await attemptsOf(t, me.id, quiz.id)).at(-1)!;
    expect(attempt.status).toBe('started');
    const grade = gradeOf(result);
    return t.db.transaction(async (tx) => {
      const db = counting(tx);
      const row = await completeQuizAttempt(
        db,
        attempt.id,
        {
          answers: {},
          results: { question_count: grade.question_count } as never,
          graduation: grade.graduation,
          timeSpend: 60,
          userItemId: attempt.user_item_id!,
        },
        { userId: me.id, quizId: quiz.id, grade, checkedQuestionIds: [] },
      );
      return { row, statements: db.sent.length, attemptId: attempt.id };
    });
  }

  const bestOf = async (userId: number) =>
    (
      await t.db.query<{ best_score: number; attempts: number; best_attempt_id: number }>(
        'select best_score, attempts, best_attempt_id from quiz_learner_best where quiz_id = $1 and user_id = $2',
        [quiz.id, userId],
      )
    )[0];

  const statusesOf = (userId: number) =>
    t.db.query<{ question_id: number; answer_status: number }>(
      'select question_id, answer_status from question_statuses where user_id = $1 order by question_id',
      [userId],
    );

  it('a first score: the attempt, its item, the score tables and the statuses in one statement', async () => {
    const me = await makeLearner(t);
    await enrol(t, me.id, quiz.courseId);
    const done = await complete(me, 40);
    expect(done.statements).toBe(1);
    expect(done.row?.status).toBe('completed');
    expect(await userItemOf(t, me.id, quiz.id)).toEqual({ status: 'completed', graduation: 'failed' });
    expect(await bestOf(me.id)).toEqual({ best_score: 4000, attempts: 1, best_attempt_id: done.attemptId });
    expect(await histogramOf(t, quiz.id)).toContainEqual([4000, 1]);
    await expectCoarseMatchesHistogram(t, [quiz.id]);
    expect((await statusesOf(me.id)).map((s) => s.question_id)).toEqual(
      [...questionIds].sort((a, b) => a - b),
    );
  });

  it('a better later score moves the learner in the histogram after the completing statement', async () => {
    const me = await makeLearner(t);
    await enrol(t, me.id, quiz.courseId);
    await complete(me, 30);
    const better = await complete(me, 90);
    expect(better.statements).toBeGreaterThan(1);
    expect(await bestOf(me.id)).toEqual({ best_score: 9000, attempts: 2, best_attempt_id: better.attemptId });
    const histogram = await histogramOf(t, quiz.id);
    expect(histogram).toContainEqual([9000, 1]);
    expect(histogram.find(([score]) => score === 3000)).toBeUndefined();
    await expectCoarseMatchesHistogram(t, [quiz.id]);
  });

  it('an attempt completed already: no row, and nothing counted again', async () => {
    const me = await makeLearner(t);
    await enrol(t, me.id, quiz.courseId);
    const first = await complete(me, 60);
    const histogram = await histogramOf(t, quiz.id);
    const again = await t.db.transaction((tx) =>
      completeQuizAttempt(
        tx,
        first.attemptId,
        { answers: {}, results: {} as never, graduation: 'passed', timeSpend: 1 },
        { userId: me.id, quizId: quiz.id, grade: gradeOf(100), checkedQuestionIds: [] },
      ),
    );
    expect(again).toBeUndefined();
    expect(await bestOf(me.id)).toEqual({ best_score: 6000, attempts: 1, best_attempt_id: first.attemptId });
    expect(await histogramOf(t, quiz.id)).toEqual(histogram);
  });
});
