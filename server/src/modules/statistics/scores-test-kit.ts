import { quizApi } from '@studovna/core/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { enrol } from '../quiz/quiz-test-kit';

/** Helpers for the percentile, statistics, history and practice API tests. */

export const ALL_PLANS = ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp'];

/** A learner with every plan, enrolled in the course. */
export async function planLearner(t: TestApp, courseId: number): Promise<TestLearner> {
  const me = await makeLearner(t, ALL_PLANS);
  await enrol(t, me.id, courseId);
  return me;
}

/** Makes a seeded quiz one nobody has finished: the cohort's attempts and counted scores go. */
export async function clearScores(t: TestApp, quizId: number): Promise<void> {
  await t.db.query('delete from quiz_score_coarse where quiz_id = $1', [quizId]);
  await t.db.query('delete from quiz_score_histogram where quiz_id = $1', [quizId]);
  await t.db.query('delete from quiz_learner_best where quiz_id = $1', [quizId]);
  await t.db.query('delete from item_analysis_questions where quiz_id = $1', [quizId]);
  await t.db.query('delete from item_analysis_quizzes where quiz_id = $1', [quizId]);
  await t.db.query('delete from quiz_attempts where quiz_id = $1', [quizId]);
}

/** Takes the quiz once more (start, or retake after a finish) and finishes it with `answered`. */
export async function takeQuiz(api: Caller, me: TestLearner, quizId: number, answered: object) {
  const start = await api.post('/quiz/start', { id: quizId }, me.token);
  if (start.statusCode === 400) {
    expect(start.json().code).toBe('quiz_already_completed');
    expect((await api.post('/quiz/retake', { id: quizId }, me.token)).statusCode).toBe(200);
  } else expect(start.statusCode).toBe(200);
  const res = await api.post('/quiz/finish', { id: quizId, answered }, me.token);
  expect(res.statusCode).toBe(200);
  return quizApi.finishQuiz.response.parse(res.json()).data!.results;
}

/** The histogram of a quiz without empty buckets, as [score, learners]. */
export const histogramOf = async (t: TestApp, quizId: number) =>
  (
    await t.db.query<{ score: number; learners: number }>(
      'select score, learners from quiz_score_histogram where quiz_id = $1 and learners > 0 order by score',
      [quizId],
    )
  ).map((r) => [r.score, r.learners]);

/**
 * The counted scores as kept live, next to what the attempts say they must be (the rule of
 * rebuildScores): learner, best score, best attempt, attempts; the histogram of those, and the coarse
 * buckets of that histogram.
 */
export async function expectScoresMatchAttempts(t: TestApp, quizIds: number[]): Promise<void> {
  const kept = await t.db.query(
    `select quiz_id, user_id, best_score, best_attempt_id, attempts from quiz_learner_best
      where quiz_id = any($1::int[]) order by quiz_id, user_id`,
    [quizIds],
  );
  const derived = await t.db.query(
    `select * from (
       select distinct on (quiz_id, user_id) quiz_id, user_id, round(result * 100)::int as best_score,
              id as best_attempt_id, count(*) over (partition by quiz_id, user_id) as attempts
         from quiz_attempts
        where quiz_id = any($1::int[]) and status = 'completed' and not practice and result is not null
        order by quiz_id, user_id, result desc, id) d
      order by quiz_id, user_id`,
    [quizIds],
  );
  expect(kept).toEqual(derived);
  const histogram = await t.db.query(
    `select quiz_id, score, learners from quiz_score_histogram
      where quiz_id = any($1::int[]) and learners > 0 order by quiz_id, score`,
    [quizIds],
  );
  const counted = await t.db.query(
    `select quiz_id, best_score as score, count(*) as learners from quiz_learner_best
      where quiz_id = any($1::int[]) group by quiz_id, best_score order by quiz_id, score`,
    [quizIds],
  );
  expect(histogram).toEqual(counted);
  await expectCoarseMatchesHistogram(t, quizIds);
}

/** The coarse buckets as kept live equal the fine histogram summed per bucket of one percent. */
export async function expectCoarseMatchesHistogram(t: TestApp, quizIds: number[]): Promise<void> {
  const coarse = await t.db.query(
    `select quiz_id, bucket, learners from quiz_score_coarse
      where quiz_id = any($1::int[]) and learners > 0 order by quiz_id, bucket`,
    [quizIds],
  );
  const summed = await t.db.query(
    `select quiz_id, score / 100 as bucket, sum(learners) as learners from quiz_score_histogram
      where quiz_id = any($1::int[]) group by quiz_id, score / 100 having sum(learners) > 0
      order by quiz_id, bucket`,
    [quizIds],
  );
  expect(coarse).toEqual(summed);
}
