import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { expectScoresMatchAttempts } from '../../modules/statistics/scores-test-kit';
import { COHORT_LEARNERS } from './cohort-data';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The cohort's past quiz attempts: enough learners per quiz for a percentile that means something. */
describe.each(testDatabases)('seeded quiz attempts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('every quiz has 20–40 cohort learners with a spread of counted scores', async () => {
    const quizzes = await t.db.query<{ item_id: number }>('select item_id from quizzes order by item_id');
    const rows = await t.db.query<{
      quiz_id: number;
      learners: number;
      scores: number;
      avg: number;
      outsiders: number;
    }>(
      `select b.quiz_id, count(*) as learners, count(distinct b.best_score) as scores, avg(b.best_score) / 100 as avg,
              count(*) filter (where u.username <> all($1::text[])) as outsiders
         from quiz_learner_best b join users u on u.id = b.user_id group by b.quiz_id order by b.quiz_id`,
      [COHORT_LEARNERS.map(([u]) => u)],
    );
    expect(rows.map((r) => r.quiz_id)).toEqual(quizzes.map((q) => q.item_id));
    for (const row of rows) {
      expect(row.learners, `quiz ${row.quiz_id}`).toBeGreaterThanOrEqual(20);
      expect(row.learners, `quiz ${row.quiz_id}`).toBeLessThanOrEqual(40);
      expect(row.scores, `quiz ${row.quiz_id}`).toBeGreaterThanOrEqual(4);
      expect(row.outsiders).toBe(0);
    }
    const mean = rows.reduce((sum, r) => sum + r.avg, 0) / rows.length;
    expect(mean).toBeGreaterThan(55);
    expect(mean).toBeLessThan(75);
    const [sums] = await t.db.query<{ histogram: number; learners: number }>(
      `select (select sum(learners) from quiz_score_histogram) as histogram, (select count(*) from quiz_learner_best) as learners`,
    );
    expect(sums!.histogram).toBe(sums!.learners);
    await expectScoresMatchAttempts(
      t,
      quizzes.map((q) => q.item_id),
    );
  });

  it('attempts agree with the cohort’s progress, the quiz settings and the grading', async () => {
    const mismatched = await t.db.query(
      `select ui.id from user_items ui join items i on i.id = ui.item_id and i.type = 'lp_quiz'
         join lateral (select graduation from quiz_attempts a where a.user_item_id = ui.id order by a.id desc limit 1) a on true
        where a.graduation <> ui.graduation`,
    );
    expect(mismatched).toEqual([]);
    const [runs] = await t.db.query<{ completed: number; with_attempts: number }>(
      `select count(*) as completed, count(*) filter (where exists (select 1 from quiz_attempts a where a.user_item_id = ui.id)) as with_attempts
         from user_items ui join items i on i.id = ui.item_id and i.type = 'lp_quiz' where ui.status = 'completed'`,
    );
    expect(runs!.with_attempts).toBe(runs!.completed);
    const wrong = await t.db.query(
      `select a.id from quiz_attempts a join quizzes q on q.item_id = a.quiz_id
        where a.status <> 'completed' or a.practice or a.finished_at > now() or a.started_at > a.finished_at
           or (q.retake_count >= 0 and a.retaken > q.retake_count)
           or (q.time_limit_seconds > 0 and a.time_spend > q.time_limit_seconds)
           or (a.results ->> 'result')::numeric <> a.result
           or (a.result >= q.passing_grade) <> (a.graduation = 'passed')`,
    );
    expect(wrong).toEqual([]);
    const demo = await t.db.query(
      `select a.id from quiz_attempts a join users u on u.id = a.user_id where u.username = any($1::text[])`,
      [Object.values(DEMO_ACCOUNTS).map((a) => a.username)],
    );
    expect(demo).toEqual([]);
  });
});
