import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizApi, type Question } from '@studovna/core/contract';
import { roundTo2, type BlankSpec } from '@studovna/core/domain';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { answerKey, enrol, findQuiz, pick, type QuizRef } from './quiz-test-kit';

/** Grading through the API: penalties, blanks as the learner types them, sorting, the course summary. */
describe.each(testDatabases)('quiz grading on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  const allPlans = ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp'];
  const startAs = async (quiz: QuizRef): Promise<TestLearner> => {
    const me = await makeLearner(t, allPlans);
    await enrol(t, me.id, quiz.courseId);
    await api.post('/quiz/start', { id: quiz.id }, me.token);
    return me;
  };
  const finish = async (me: TestLearner, quizId: number, answered: object) =>
    quizApi.finishQuiz.response.parse(
      (await api.post('/quiz/finish', { id: quizId, answered }, me.token)).json(),
    ).data!;

  it.each([
    ['the whole mark for a wrong and a skipped answer (LearnPress)', '1', '1', 'yes', 'yes'],
    ['the whole mark for a wrong answer only', '1', '0', 'yes', 'no'],
    ['a third for a wrong answer (Scio)', '1/3', '0', 'yes', 'no'],
    ['a fifth for a wrong answer and a quarter for a skip', '1/5', '1/4', 'yes', 'yes'],
  ])(
    '%s: the quiz says its penalties, points taken off are subtracted exactly, never below 0',
    async (_, wrongPenalty, skipPenalty, lpWrong, lpSkip) => {
      const quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
      await t.db.query('update quizzes set wrong_penalty = $2, skip_penalty = $3 where item_id = $1', [
        quiz.id,
        wrongPenalty,
        skipPenalty,
      ]);
      const key = await answerKey(t, quiz.id);
      const marks = key.questions.map((q) => q.mark);
      const share = (text: string) => {
        const [n, d = '1'] = text.split('/');
        return Number(n) / Number(d);
      };
      const sum = (positions: number[]) => positions.reduce((s, p) => s + marks[p]!, 0);
      // five right, one wrong, the rest skipped
      const right = [0, 1, 2, 3, 4];
      const wrong = [5];
      const skipped = key.questions.map((_, i) => i).filter((i) => i > 5);
      const me = await startAs(quiz);
      const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
      expect(view.meta_data).toMatchObject({
        _lp_negative_marking: lpWrong,
        _lp_minus_skip_questions: lpSkip,
        wrong_penalty: wrongPenalty,
        skip_penalty: skipPenalty,
      });
      const data = await finish(me, quiz.id, { ...pick(key, 'right', right), ...pick(key, 'wrong', wrong) });
      const subtracted = sum(wrong) * share(wrongPenalty) + sum(skipped) * share(skipPenalty);
      const userMark = Math.max(0, roundTo2(sum(right) - subtracted));
      const total = sum(key.questions.map((_, i) => i));
      expect(data.results).toMatchObject({
        question_correct: 5,
        question_wrong: 1,
        question_empty: skipped.length,
        subtracted: roundTo2(subtracted),
        user_mark: userMark,
        mark: roundTo2(total),
        result: roundTo2((userMark * 100) / total),
      });
      expect(data.results.answered[String(key.questions[5]!.id)]!.mark).toBe(
        roundTo2(-marks[5]! * share(wrongPenalty)),
      );
      expect(data.results).toMatchObject({ wrong_penalty: wrongPenalty, skip_penalty: skipPenalty });
      // the attempt keeps the rule it was graded with when the author changes the quiz's
      await t.db.query(`update quizzes set wrong_penalty = '1/2', skip_penalty = '1/2' where item_id = $1`, [
        quiz.id,
      ]);
      const later = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
      expect(later.meta_data).toMatchObject({ wrong_penalty: '1/2', skip_penalty: '1/2' });
      expect(later.results).toMatchObject({
        wrong_penalty: wrongPenalty,
        skip_penalty: skipPenalty,
        subtracted: roundTo2(subtracted),
      });
      await t.db.query('update quizzes set wrong_penalty = $2, skip_penalty = $3 where item_id = $1', [
        quiz.id,
        wrongPenalty,
        skipPenalty,
      ]);
      // all wrong: floored at 0
      const other = await startAs(quiz);
      const floor = await finish(other, quiz.id, key.wrong);
      expect(floor.results).toMatchObject({ user_mark: 0, graduation: 'failed' });
      expect(floor.results.subtracted).toBeGreaterThan(0);
    },
  );

  it('fill-in-blanks: placeholders per blank, no answers before; fills trimmed, any case, decimal comma', async () => {
    const quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
    const rows = await t.db.query<{ id: number; settings: { text: string; blanks: BlankSpec[] } }>(
      `select id, settings from questions where quiz_id = $1 and type = 'fill_in_blanks' order by sort`,
      [quiz.id],
    );
    const me = await startAs(quiz);
    const view = quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json());
    const fib = view.questions.find((q) => q.type === 'fill_in_blanks')!;
    const stored = rows.find((r) => r.id === fib.id)!;
    const option = fib.options[0]!;
    expect(option.ids).toEqual(stored.settings.blanks.map((b) => b.id));
    for (const id of option.ids!) expect(option.title_api).toContain(quizApi.fibPlaceholder(id));
    expect(option.title_api).not.toMatch(/<[^>]+>/);
    expect(option.answers).toEqual({});
    expect(JSON.stringify(fib)).not.toContain(JSON.stringify(stored.settings.blanks));

    // the learner's way of typing: extra spaces, capitals, a decimal comma
    const typed = (b: BlankSpec) =>
      b.comparison === 'range'
        ? String((b.min + b.max) / 2).replace('.', ',')
        : `  ${(b.comparison === 'equal' ? b.answer : b.answers.at(-1)!).toUpperCase()} `;
    const lenient = stored.settings.blanks.every((b) => b.comparison === 'range' || !b.matchCase);
    expect(lenient).toBe(true);
    const data = await finish(me, quiz.id, {
      [String(fib.id)]: Object.fromEntries(stored.settings.blanks.map((b) => [b.id, typed(b)])),
    });
    expect(data.results.answered[String(fib.id)]).toMatchObject({ correct: true });
    const revealed = data.questions.find((q) => q.id === fib.id)!.options[0]!.answers!;
    for (const b of stored.settings.blanks) expect(revealed[b.id]).toMatchObject({ is_correct: true });
  });

  it('sorting options are shuffled, the same way on every read of an attempt', async () => {
    const quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
    const key = await answerKey(t, quiz.id);
    const me = await startAs(quiz);
    const read = async () =>
      quizApi.getQuiz.response.parse((await api.get(`/quiz/${quiz.id}`, me.token)).json()).questions;
    const sorting = (qs: Question[]) => qs.filter((q) => q.type === 'sorting_choice');
    const first = sorting(await read());
    expect(first.length).toBeGreaterThan(0);
    for (const q of first) expect(q.options.map((o) => o.value)).not.toEqual(key.right[String(q.id)]);
    expect(sorting(await read())).toEqual(first);
  });

  it('quiz-course-summary answers the course and its curriculum with the caller’s graduation', async () => {
    const quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
    const key = await answerKey(t, quiz.id);
    const me = await startAs(quiz);
    await finish(me, quiz.id, key.right);
    const res = await api.get(`/quiz/quiz-course-summary?id=${quiz.id}`, me.token);
    expect(res.statusCode).toBe(200);
    const { data } = quizApi.quizCourseSummary.response.parse(res.json());
    expect(data.course.id).toBe(quiz.courseId);
    expect(data.course).not.toHaveProperty('sections');
    const item = data.sections.flatMap((s) => s.items).find((i) => i.id === quiz.id);
    expect(item).toMatchObject({ type: 'lp_quiz', status: 'completed', graduation: 'passed', locked: false });
  });
});
