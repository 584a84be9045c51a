import { studioReportsApi as R, type QuizReport } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, courseId, SLUGS, tokenOf, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { MISKEYED_QUESTION_TITLE } from '../../db/seed/content/osp';
import { DEMO_STUDIO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { rebuildItemAnalysis } from '../progress/progress.service';
import { answerKey, findQuiz } from '../quiz/quiz-test-kit';
import { clearScores, planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { flaggedQuestionsOfAuthor } from './reports.service';

/**
 * Reports in the studio (decision 0030): who reads which report, the item analysis of the seeded bad
 * question, hand-computed numbers kept live by finishes (first attempts only, revisions apart), and the
 * sums kept live equal to the sums derived from the attempts.
 */
describe.each(testDatabases)('reports and item analysis, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let kucera: TestLearner;
  let dvorakova: TestLearner;
  let logicQuiz: number;
  let analyticCourse: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    admin = await tokenOf(t, DEMO_STUDIO_ACCOUNTS.administrator.username);
    kucera = await tokenOf(t, DEMO_STUDIO_ACCOUNTS.analyticsInstructor.username);
    dvorakova = await tokenOf(t, DEMO_STUDIO_ACCOUNTS.instructor.username);
    const [row] = await t.db.query<{ quiz_id: number; course_id: number }>(
      `select q.quiz_id, i.course_id from questions q join items i on i.id = q.quiz_id where q.title = $1`,
      [MISKEYED_QUESTION_TITLE],
    );
    logicQuiz = row!.quiz_id;
    analyticCourse = row!.course_id;
  });
  afterAll(() => t?.close());

  const quizReport = async (token: string, id: number): Promise<QuizReport> => {
    const res = await api.call(R.getQuizReport, { params: { id } }, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('flags the seeded bad question: strong learners choose its distractor, and one option nobody chooses', async () => {
    const report = await quizReport(kucera.token, logicQuiz);
    const bad = report.questions.find((q) => q.title === MISKEYED_QUESTION_TITLE)!;
    expect(bad.discrimination!).toBeLessThan(0);
    expect(bad.flags).toEqual([
      { reason: 'negative_discrimination' },
      { reason: 'unused_option', option: 'Někteří hadi jsou savci.' },
    ]);
    expect(bad.edit_path).toBe(`/studio/otazky/${bad.id}`);
    expect(bad.options!.map((o) => [o.title, o.is_true, o.chosen > 0])).toEqual([
      ['Žádný savec není plaz.', true, true],
      ['Žádný had není savec.', false, true],
      ['Někteří hadi jsou savci.', false, false],
    ]);
    // the numbers are those of each learner's first finished graded attempt, read from the attempts here
    const [naive] = await t.db.query<{ learners: number; correct: number; seconds: number }>(
      `select count(*)::int as learners,
              count(*) filter (where (results -> 'answered' -> $2::text ->> 'correct')::boolean)::int as correct,
              round(avg(time_spend))::int as seconds
         from (select distinct on (user_id) results, time_spend from quiz_attempts
                where quiz_id = $1 and status = 'completed' and not practice order by user_id, finished_at, id) f`,
      [logicQuiz, String(bad.id)],
    );
    expect(report.learners).toBe(naive!.learners);
    expect(report.learners).toBeGreaterThanOrEqual(20);
    expect([bad.learners, bad.correct]).toEqual([naive!.learners, naive!.correct]);
    expect(bad.facility).toBeCloseTo(naive!.correct / naive!.learners, 10);
    expect(report.average_seconds).toBe(naive!.seconds);
    // the seeded cohort's time is shared among the questions, so every counted learner has one
    expect(bad.timed_learners).toBe(bad.learners);
    expect(bad.average_seconds!).toBeGreaterThan(0);
    expect(report.thresholds).toEqual({ min_learners: 20, low_discrimination: 0.1 });
    // the same list for other code (an instructor's weekly e-mail)
    const flagged = await flaggedQuestionsOfAuthor(t.db, kucera.id);
    expect(flagged.find((f) => f.question.id === bad.id)).toEqual({
      quiz: { id: logicQuiz, title: report.quiz.title },
      course: { id: analyticCourse, title: 'OSP: Analytický a kvantitativní oddíl' },
      question: { id: bad.id, title: MISKEYED_QUESTION_TITLE },
      reasons: bad.flags,
      studioPath: `/studio/otazky/${bad.id}`,
    });
  });

  it('shows a course’s reports to its author and the team; another instructor and unknown ids are refused', async () => {
    expect((await quizReport(admin.token, logicQuiz)).quiz.id).toBe(logicQuiz);
    for (const call of [
      () => api.call(R.getQuizReport, { params: { id: logicQuiz } }, { token: dvorakova.token }),
      () => api.call(R.getCourseReport, { params: { id: analyticCourse } }, { token: dvorakova.token }),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'report_not_yours',
        message: 'Přehledy tohoto kurzu vidí jen jeho autor a tým Studovny.',
      });
    }
    const lessonId = (
      await t.db.query<{ id: number }>(`select id from items where type = 'lp_lesson' order by id limit 1`)
    )[0]!.id;
    for (const id of [999_999, lessonId]) {
      const res = await api.call(R.getQuizReport, { params: { id } }, { token: admin.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'report_not_found',
        message: 'Tento kvíz ve studiu nenajdeme.',
      });
    }
    const missing = await api.call(R.getCourseReport, { params: { id: 999_999 } }, { token: admin.token });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'report_not_found']);

    const own = (await api.call(R.listCourses, {}, { token: kucera.token })).json();
    expect(own.courses.map((c: { id: number }) => c.id)).toEqual([analyticCourse]);
    expect(own.courses[0].flagged).toBeGreaterThanOrEqual(1);
    const all = (await api.call(R.listCourses, {}, { token: admin.token })).json();
    expect(all.courses.length).toBe((await t.db.query('select id from courses')).length);
  });

  it('counts a course’s funnel and its learners active per day', async () => {
    const res = await api.call(
      R.getCourseReport,
      { params: { id: analyticCourse } },
      { token: kucera.token },
    );
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const [naive] = await t.db.query<Record<string, number>>(
      `select count(*)::int as enrolled,
              count(*) filter (where exists (select 1 from user_items ui where ui.user_id = uc.user_id
                                               and ui.course_id = uc.course_id))::int as started,
              count(*) filter (where status = 'finished')::int as finished,
              count(*) filter (where status = 'finished' and graduation = 'passed')::int as passed
         from user_courses uc where course_id = $1 and status in ('enrolled', 'finished')`,
      [analyticCourse],
    );
    expect(report.funnel).toEqual(naive);
    expect(report.funnel.enrolled).toBeGreaterThan(report.funnel.passed);
    expect(report.activity).toHaveLength(90);
    expect(report.activity.some((d: { learners: number }) => d.learners > 0)).toBe(true);
    expect(report.quizzes.find((q: { id: number }) => q.id === logicQuiz).flagged).toBeGreaterThanOrEqual(1);
  });

  it('keeps hand-computed numbers live: first attempts only, a new revision apart, equal to the sums from the attempts', async () => {
    const quiz = await findQuiz(t, {
      course: SLUGS.ospFree,
      preview: false,
      timed: false,
      negativeMarking: false,
    });
    await clearScores(t, quiz.id);
    const key = await answerKey(t, quiz.id);
    const [q0, q1, q2] = key.questions;
    expect([q0!.mark, q1!.mark, q2!.mark].map(Number)).toEqual([1, 1, 1]);
    const k = (q: { id: number }) => String(q.id);
    const answer = (right: (0 | 1 | null)[]) =>
      Object.fromEntries(
        [q0!, q1!, q2!].flatMap((q, i) =>
          right[i] === null ? [] : [[k(q), right[i] ? key.right[k(q)] : key.wrong[k(q)]]],
        ),
      );
    const course = await courseId(t, SLUGS.ospFree);
    const learners = await Promise.all([1, 2, 3, 4].map(() => planLearner(t, course)));
    // q0: right, right, wrong, wrong; q1: right, wrong, wrong, right; q2: right, right, right, skipped
    const first = [answer([1, 1, 1]), answer([1, 0, 1]), answer([0, 0, 1]), answer([0, 1, null])];
    for (const [i, learner] of learners.entries()) await takeQuiz(caller(t), learner, quiz.id, first[i]!);
    // a retake changes nothing: only first attempts count
    await takeQuiz(caller(t), learners[0]!, quiz.id, answer([0, 0, 0]));

    const report = await quizReport(dvorakova.token, quiz.id);
    const row = (id: number) => report.questions.find((q) => q.id === id)!;
    expect(report.learners).toBe(4);
    // q0: x = 1 1 0 0, rest = 2 1 1 1 → M1 = 1.5, M0 = 1, sd = √0.1875, r = 0.5 / √0.1875 · 0.5 = 0.57735
    expect([row(q0!.id).learners, row(q0!.id).correct, row(q0!.id).facility]).toEqual([4, 2, 0.5]);
    expect(row(q0!.id).discrimination).toBeCloseTo(0.5773503, 6);
    // q2: x = 1 1 1 0, rest = 2 1 0 1 → the right ones' mean rest equals the other's: r = 0
    expect([row(q2!.id).correct, row(q2!.id).skipped, row(q2!.id).facility]).toEqual([3, 1, 0.75]);
    expect(row(q2!.id).discrimination).toBe(0);
    expect(row(q2!.id).flags).toEqual([]); // four learners: too few to flag
    if (row(q0!.id).options) {
      const chosen = Object.fromEntries(row(q0!.id).options!.map((o) => [o.value, o.chosen]));
      expect(chosen[key.right[k(q0!)] as string]).toBe(2);
      expect(chosen[key.wrong[k(q0!)] as string]).toBe(2);
    }

    // an edit makes a new revision of q0: its numbers start again, the earlier learners are kept apart
    await t.db.query('update questions set revision = revision + 1 where id = $1', [q0!.id]);
    const late = await planLearner(t, course);
    await takeQuiz(caller(t), late, quiz.id, answer([1, 1, 1]));
    const after = await quizReport(dvorakova.token, quiz.id);
    const edited = after.questions.find((q) => q.id === q0!.id)!;
    expect([edited.learners, edited.correct, edited.earlier_learners]).toEqual([1, 1, 4]);
    expect(edited.options?.reduce((n, o) => n + o.chosen, 0) ?? 1).toBe(1);

    // the sums kept by the finishes equal the sums derived from the stored attempts
    const sums = () =>
      t.db.query(
        `select s.*, coalesce((select json_agg(json_build_array(o.value, o.chosen) order by o.value)
                                 from item_analysis_options o where (o.quiz_id, o.question_id, o.revision)
                                   = (s.quiz_id, s.question_id, s.revision)), '[]') as chosen
           from item_analysis_questions s where quiz_id = $1 order by question_id, revision`,
        [quiz.id],
      );
    const totals = () => t.db.query('select * from item_analysis_quizzes where quiz_id = $1', [quiz.id]);
    const live = [await sums(), await totals()];
    await t.db.transaction((tx) => rebuildItemAnalysis(tx, [quiz.id]));
    expect([await sums(), await totals()]).toEqual(live);
  });

  it('averages each question’s time on screen over the learners whose app measured it (decision 0032)', async () => {
    const quiz = await findQuiz(t, { course: SLUGS.ospFree, preview: false, timed: false });
    await clearScores(t, quiz.id);
    const key = await answerKey(t, quiz.id);
    const [q0, q1, q2] = key.questions.map((q) => String(q.id));
    const [elsewhere] = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id <> $1 limit 1',
      [quiz.id],
    );
    const foreign = String(elsewhere!.id);
    const course = await courseId(t, SLUGS.ospFree);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => planLearner(t, course)));
    const lp = caller(t);
    /** Starts an attempt that has been running for ten minutes. */
    const startLong = async (me: TestLearner) => {
      expect((await lp.post('/quiz/start', { id: quiz.id }, me.token)).statusCode).toBe(200);
      await t.db.query(
        `update quiz_attempts set started_at = now() - interval '600 seconds'
          where user_id = $1 and quiz_id = $2 and status = 'started'`,
        [me.id, quiz.id],
      );
    };
    const stored = async (me: TestLearner) =>
      (
        await t.db.query<{ question_seconds: Record<string, number> }>(
          'select question_seconds from quiz_attempts where user_id = $1 and quiz_id = $2',
          [me.id, quiz.id],
        )
      )[0]!.question_seconds;
    const save = (me: TestLearner, seconds: object) =>
      lp.post('/quiz/save-answers', { id: quiz.id, answered: {}, question_seconds: seconds }, me.token);

    await startLong(a!);
    expect((await save(a!, { [q0!]: 40, [q1!]: 20, [foreign]: 50 })).statusCode).toBe(200);
    // a save sent again late, with the smaller figures of before, lowers nothing
    expect((await save(a!, { [q0!]: 30 })).statusCode).toBe(200);
    expect(await stored(a!)).toEqual({ [q0!]: 40, [q1!]: 20 });
    // figures no clock measures are refused with the field named, and change nothing
    for (const bad of [{ [q0!]: -1 }, { [q0!]: 1.5 }, { [q0!]: 90_000 }, { x: 3 }]) {
      const res = await save(a!, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body).toContain('question_seconds');
    }
    expect(await stored(a!)).toEqual({ [q0!]: 40, [q1!]: 20 });
    // the finish's figures merge in; one longer than the attempt has run is cut to its ten minutes
    const finish = (me: TestLearner, seconds?: object) =>
      lp.post(
        '/quiz/finish',
        { id: quiz.id, answered: {}, ...(seconds && { question_seconds: seconds }) },
        me.token,
      );
    expect((await finish(a!, { [q1!]: 25, [q2!]: 9000 })).statusCode).toBe(200);
    const capped = (await stored(a!))[q2!]!;
    expect(capped).toBeGreaterThanOrEqual(600);
    expect(capped).toBeLessThanOrEqual(602);
    expect(await stored(a!)).toEqual({ [q0!]: 40, [q1!]: 25, [q2!]: capped });

    await startLong(b!);
    expect((await finish(b!, { [q0!]: 20, [q1!]: 35 })).statusCode).toBe(200);
    // an app that measures nothing: its learner counts, their time does not
    expect((await lp.post('/quiz/start', { id: quiz.id }, c!.token)).statusCode).toBe(200);
    expect((await finish(c!)).statusCode).toBe(200);

    const report = await quizReport(dvorakova.token, quiz.id);
    const row = (id: string) => report.questions.find((q) => String(q.id) === id)!;
    expect([row(q0!).learners, row(q0!).timed_learners, row(q0!).average_seconds]).toEqual([3, 2, 30]);
    expect([row(q1!).timed_learners, row(q1!).average_seconds]).toEqual([2, 30]);
    expect([row(q2!).timed_learners, row(q2!).average_seconds]).toEqual([1, capped]);
    const untouched = report.questions.find((q) => ![q0, q1, q2].includes(String(q.id)));
    if (untouched) expect([untouched.timed_learners, untouched.average_seconds]).toEqual([0, null]);

    // the sums kept by the finishes equal those derived from the stored attempts
    const timed = () =>
      t.db.query(
        'select question_id, timed, sum_seconds from item_analysis_questions where quiz_id = $1 order by 1',
        [quiz.id],
      );
    const live = await timed();
    await t.db.transaction((tx) => rebuildItemAnalysis(tx, [quiz.id]));
    expect(await timed()).toEqual(live);
  });
});
