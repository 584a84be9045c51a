import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import { answerKey, enrol, findQuiz, pick, type AnswerKey, type QuizRef } from './quiz-test-kit';

/** The server's deadline of a timed quiz. Time passes by moving the attempt in the database. */
describe.each(testDatabases)('timed quiz on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let quiz: QuizRef;
  let key: AnswerKey;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    quiz = await findQuiz(t, { timed: true, preview: false, instantCheck: false });
    key = await answerKey(t, quiz.id);
  });
  afterAll(() => t.close());

  const started = async () => {
    const me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    const res = await api.post('/quiz/start', { id: quiz.id }, me.token);
    return { me, body: quizApi.startQuiz.response.parse(res.json()) };
  };

  /** As if the attempt had started `ago` seconds ago: its deadline moves with it. */
  const travel = (userId: number, ago: number) =>
    t.db.query(
      `update quiz_attempts
          set started_at = started_at - make_interval(secs => $2::int),
              deadline = deadline - make_interval(secs => $2::int)
        where user_id = $1 and quiz_id = $3 and status = 'started'`,
      [userId, ago, quiz.id],
    );

  const view = async (token: string) =>
    quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, token)).json());

  it('start sets a server deadline; total_time counts down to it, also after a reload or a second start', async () => {
    const { me, body } = await started();
    const limit = quiz.timeLimitSeconds;
    expect(limit).toBeGreaterThan(0);
    expect(body.data!.results.total_time).toBeGreaterThanOrEqual(limit - 2);
    expect(body.data!.results.total_time).toBeLessThanOrEqual(limit);
    await travel(me.id, 300);
    const reloaded = await view(me.token);
    expect(reloaded.duration).toBe(limit);
    expect(reloaded.meta_data._lp_duration).toBe(`${limit / 60} minute`);
    expect(reloaded.results.total_time).toBeGreaterThanOrEqual(limit - 302);
    expect(reloaded.results.total_time).toBeLessThanOrEqual(limit - 300);
    const again = quizApi.startQuiz.response.parse(
      (await api.post('/quiz/start', { id: quiz.id }, me.token)).json(),
    );
    expect(again.data!.results.total_time).toBeLessThanOrEqual(limit - 300);
    const [row] = await t.db.query<{ n: number }>(
      'select count(*) as n from quiz_attempts where user_id = $1 and deadline is not null',
      [me.id],
    );
    expect(row!.n).toBe(1);
  });

  it('after the deadline: total_time is 0, saving is refused, a late finish counts only what was saved', async () => {
    const { me } = await started();
    await api.post('/quiz/save-answers', { id: quiz.id, answered: pick(key, 'right', [0, 1]) }, me.token);
    await travel(me.id, quiz.timeLimitSeconds + 60);
    expect((await view(me.token)).results.total_time).toBe(0);
    const save = await api.post('/quiz/save-answers', { id: quiz.id, answered: key.right }, me.token);
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ code: 'quiz_time_over', message: 'Čas na kvíz vypršel.' });
    const finish = quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token)).json(),
    );
    expect(finish.message).toBe('Čas vypršel. Vyhodnotili jsme odpovědi uložené do konce časového limitu.');
    expect(finish.data!.results).toMatchObject({
      status: 'completed',
      question_correct: 2,
      question_empty: key.questions.length - 2,
      total_time: null,
    });
    // time spent stops at the deadline
    const limit = quiz.timeLimitSeconds;
    const hms = `${Math.floor(limit / 3600)}:${String(Math.floor((limit % 3600) / 60)).padStart(2, '0')}:00`;
    expect(finish.data!.results.time_spend).toBe(hms);
  });

  it('a finish within the 5 s grace after the deadline still counts the answers it sends', async () => {
    const { me } = await started();
    await travel(me.id, quiz.timeLimitSeconds + 2);
    const finish = quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quiz.id, answered: key.right }, me.token)).json(),
    );
    expect(finish.message).toBe('Kvíz je vyhodnocený.');
    expect(finish.data!.results).toMatchObject({ result: 100, graduation: 'passed' });
  });

  it('an untimed quiz has no deadline and total_time null', async () => {
    const untimed = await findQuiz(t, { timed: false, preview: false, instantCheck: false });
    const me = await makeLearner(t, ['subscriber']);
    await enrol(t, me.id, untimed.courseId);
    const body = quizApi.startQuiz.response.parse(
      (await api.post('/quiz/start', { id: untimed.id }, me.token)).json(),
    );
    expect(body.data!.results.total_time).toBeNull();
    const [row] = await t.db.query<{ deadline: Date | null }>(
      'select deadline from quiz_attempts where user_id = $1',
      [me.id],
    );
    expect(row!.deadline).toBeNull();
  });
});
