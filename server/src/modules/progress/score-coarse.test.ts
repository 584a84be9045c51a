import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bandOfScore, percentileOfScore, SCORE_BANDS } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { makeLearner, type TestLearner } from '../../../test/course-fixtures';
import { findQuiz, type QuizRef } from '../quiz/quiz-test-kit';
import {
  findLearnerStatistics,
  recordGradedScore,
  scoreCountsOf,
  scoreDistribution,
} from './scores.repository';
import { percentileOfResult } from './progress.service';
import {
  clearScores,
  expectCoarseMatchesHistogram,
  expectScoresMatchAttempts,
} from '../statistics/scores-test-kit';

/** Scores that sit on and around the edges of the coarse buckets, and anywhere. */
const scoreArb = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(0, 1, 99, 100, 101, 199, 200, 4999, 5000, 9899, 9900, 9999, 10_000),
  fc.integer({ min: 4980, max: 5020 }),
);

/** The coarse histogram kept with the fine one (migration 0011, decision 0008). */
describe.each(testDatabases)('coarse score buckets on %s', (kind) => {
  let t: TestApp;
  let quiz: QuizRef;
  const learners: TestLearner[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    quiz = await findQuiz(t, { preview: false });
    for (let i = 0; i < 6; i++) learners.push(await makeLearner(t));
  });
  afterAll(async () => t?.close());

  /** A finished graded attempt of `score`, counted as a finish counts it. */
  async function finish(userId: number, score: number, db: Queryable = t.db) {
    const [attempt] = await db.query<{ id: number }>(
      `insert into quiz_attempts (user_id, quiz_id, course_id, status, finished_at, results, graduation, result, user_mark)
       values ($1, $2, $3, 'completed', now(), '{"question_count": 10, "question_empty": 0}', 'passed', $4, $4)
       returning id`,
      [userId, quiz.id, quiz.courseId, score / 100],
    );
    await recordGradedScore(db, { quizId: quiz.id, userId, attemptId: attempt!.id, score });
  }

  it('after any finishes the buckets sum the fine rows, and every percentile is the definition', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ learner: fc.nat({ max: learners.length - 1 }), score: scoreArb }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.array(scoreArb, { maxLength: 5 }),
        async (finishes, probes) => {
          await clearScores(t, quiz.id);
          const best = new Map<number, number>();
          for (const { learner, score } of finishes) {
            const userId = learners[learner]!.id;
            await finish(userId, score);
            best.set(userId, Math.max(score, best.get(userId) ?? -1));
          }
          await expectScoresMatchAttempts(t, [quiz.id]);
          await expectCoarseMatchesHistogram(t, [quiz.id]);

          const counted = [...best.values()];
          const atOrBelow = (s: number) => counted.filter((c) => c <= s).length;
          const scores = [
            ...new Set([...counted, ...probes, ...counted.map((c) => c - 1), 0, 10_000]),
          ].filter((s) => s >= 0);
          for (const s of scores) {
            expect(await percentileOfResult(t.db, quiz.id, s / 100)).toEqual({
              percentil: percentileOfScore(s, counted),
              learners: counted.length,
            });
            const bands = Array.from({ length: SCORE_BANDS }, () => 0);
            for (const c of counted) bands[bandOfScore(c)]! += 1;
            expect(await scoreDistribution(t.db, quiz.id, s)).toEqual({
              atOrBelow: atOrBelow(s),
              total: counted.length,
              bands,
            });
          }
          const many = await scoreCountsOf(t.db, quiz.id, scores);
          expect(many.total).toBe(counted.length);
          expect(Object.fromEntries(many.atOrBelow)).toEqual(
            Object.fromEntries(scores.map((s) => [s, atOrBelow(s)])),
          );
          for (const [userId, score] of best) {
            const [row] = await findLearnerStatistics(t.db, userId, [quiz.id]);
            expect(row).toMatchObject({
              best_score: score,
              atOrBelow: atOrBelow(score),
              total: counted.length,
            });
          }
        },
      ),
      { numRuns: kind === 'postgres' ? 25 : 40 },
    );
  });

  it('concurrent better finishes through shared buckets all count, without a deadlock', async () => {
    await clearScores(t, quiz.id);
    const starts = [150, 120, 5050, 4950, 20, 9900];
    const ends = [9960, 9950, 5060, 5070, 9995, 30];
    for (const [i, score] of starts.entries()) await finish(learners[i]!.id, score);
    await Promise.all(ends.map((score, i) => t.db.transaction((tx) => finish(learners[i]!.id, score, tx))));
    await expectScoresMatchAttempts(t, [quiz.id]);
    const counted = starts.map((s, i) => Math.max(s, ends[i]!));
    expect(await percentileOfResult(t.db, quiz.id, 99.5)).toEqual({
      percentil: percentileOfScore(9950, counted),
      learners: 6,
    });
  });
});
