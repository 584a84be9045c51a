import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { attemptsOf, enrol, findQuiz, type QuizRef } from '../quiz/quiz-test-kit';
import { findCurrentAttempt, lockRun } from './attempts.repository';

/**
 * The run's attempt read in the round trip that locks the run (migration 0027, decision 0040): it is the
 * attempt as the action that held the lock left it, never the one from before the wait.
 */
describe.each(testDatabases)('the locked run and its attempt on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
  });
  afterAll(() => t.close());

  const startedLearner = async (): Promise<TestLearner> => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    expect((await api.post('/quiz/start', { id: quiz.id }, me.token)).statusCode).toBe(200);
    return me;
  };

  /**
   * Runs `change` in a transaction that holds the run's lock, starts a second locking read while it
   * holds it, then commits the change; answers what the second read found.
   */
  async function readWhileLocked(
    me: TestLearner,
    change: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<void>,
  ) {
    let waiting: Promise<Awaited<ReturnType<typeof lockRun>>> | undefined;
    await t.db.transaction(async (tx) => {
      await lockRun(tx, me.id, quiz.id);
      await change(tx);
      waiting = t.db.transaction((other) => lockRun(other, me.id, quiz.id, quiz.courseId));
      // the second read has reached the lock (PostgreSQL) or waits for this transaction (PGlite)
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    return waiting!;
  }

  it('answers the attempt as a save that held the lock committed it', async () => {
    const me = await startedLearner();
    const [attempt] = await attemptsOf(t, me.id, quiz.id);
    const read = await readWhileLocked(me, async (tx) => {
      await tx.query(`update quiz_attempts set answers = '{"1": "po zámku"}'::jsonb where id = $1`, [
        attempt!.id,
      ]);
    });
    expect(read.attempt?.id).toBe(attempt!.id);
    expect(read.attempt?.answers).toEqual({ '1': 'po zámku' });
    expect(read.userItem?.status).toBe('started');
    expect(read.courseStatus).toBe('enrolled');
  });

  it('answers the attempt a retake that held the lock created', async () => {
    const me = await startedLearner();
    const [first] = await attemptsOf(t, me.id, quiz.id);
    const read = await readWhileLocked(me, async (tx) => {
      await tx.query(`update quiz_attempts set status = 'completed', finished_at = now() where id = $1`, [
        first!.id,
      ]);
      await tx.query(
        `insert into quiz_attempts (user_id, quiz_id, course_id, user_item_id, status, retaken, answers)
         select user_id, quiz_id, course_id, user_item_id, 'started', 1, '{}'::jsonb from quiz_attempts where id = $1`,
        [first!.id],
      );
    });
    const attempts = await attemptsOf(t, me.id, quiz.id);
    expect(attempts).toHaveLength(2);
    expect(read.attempt?.id).toBe(attempts[1]!.id);
    expect(read.attempt?.status).toBe('started');
    expect(read.attempt?.retaken).toBe(1);
  });

  it('reads every column of the attempt as the attempt’s own read does, and none without a run', async () => {
    const me = await startedLearner();
    const locked = await t.db.transaction((tx) => lockRun(tx, me.id, quiz.id, quiz.courseId));
    expect(locked.attempt).toEqual(await findCurrentAttempt(t.db, locked.userItem!.id));
    const stranger = await makeLearner(t);
    const none = await t.db.transaction((tx) => lockRun(tx, stranger.id, quiz.id, quiz.courseId));
    expect(none).toMatchObject({ userItem: undefined, attempt: undefined, courseStatus: null });
  });
});
