import type { quizApi } from '@studovna/core/contract';
import { boardApi } from '@studovna/core/contract';
import { studioQuestionsApi as Q, studioQuizzesApi as Z } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeLearner, type Caller, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { stored } from '../progress/question-status-test-kit';
import { answerKey } from '../quiz/quiz-test-kit';
import { histogramOf, planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { studioUsers } from '../studio/studio-test-kit';
import { createQuestion, DRAFTS, newQuizOf, questionCount } from './question-bank-test-kit';

/**
 * The question bank (decision 0024): an instructor writes a question of each type into a quiz of her
 * course, learners take it; an edit afterwards changes none of their results, reviews, percentile tables
 * or pins, and new attempts use the new revision.
 */
describe.each(testDatabases)('the question bank and past results, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let lp: Caller;
  let admin: TestLearner;
  let instructor: TestLearner;
  let quizId: number;
  let courseId: number;
  let ids: Record<keyof typeof DRAFTS, number>;
  let anna: TestLearner;
  let ben: TestLearner;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    lp = caller(t);
    ({ admin, instructor } = await studioUsers(t));
    ({ quizId, courseId } = await newQuizOf(api, instructor, 'Kvíz z banky'));
    ids = {} as typeof ids;
    for (const [name, draft] of Object.entries(DRAFTS))
      ids[name as keyof typeof DRAFTS] = (
        await createQuestion(api, instructor, draft as QuestionDraft, quizId)
      ).id;
    const settings = {
      title: 'Kvíz z banky',
      time_limit_seconds: 0,
      passing_grade: 80,
      retake_count: -1,
      instant_check: false,
      wrong_penalty: '0',
      skip_penalty: '0',
      preview: false,
    };
    const saved = await api.call(
      Z.updateQuizSettings,
      { params: { id: quizId }, body: settings },
      { token: instructor.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    anna = await planLearner(t, courseId);
    ben = await planLearner(t, courseId);
  });
  afterAll(() => t?.close());

  const review = async (who: TestLearner, attemptId: number) => {
    const res = await lp.get(`/quiz/attempts/${attemptId}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReturnType<typeof quizApi.quizAttemptReview.response.parse>;
  };
  const history = async (who: TestLearner) =>
    (await lp.get(`/quiz/attempts?id=${quizId}`, who.token)).json() as {
      attempts: { id: number; result: number; percentil: number | null }[];
    };
  const pins = async (who: TestLearner) =>
    (await api.call(boardApi.listPins, {}, { token: who.token })).json();

  it('a quiz of every type, in order, its points the questions’ marks; a learner gets the right grade', async () => {
    const quiz = Z.getQuiz.response.parse(
      (await api.call(Z.getQuiz, { params: { id: quizId } }, { token: instructor.token })).json(),
    );
    expect(quiz.questions.map((q) => q.type)).toEqual([
      'true_or_false',
      'single_choice',
      'multi_choice',
      'sorting_choice',
      'fill_in_blanks',
    ]);
    expect(quiz.total_mark).toBe(6);
    const key = await answerKey(t, quizId);
    const right = await takeQuiz(lp, anna, quizId, key.right);
    expect(right).toMatchObject({
      question_correct: 5,
      user_mark: 6,
      mark: 6,
      result: 100,
      graduation: 'passed',
    });
    // Ben gets the single choice (2 points) wrong: 4 of 6
    const wrong = await takeQuiz(lp, ben, quizId, { ...key.right, [ids.single]: key.wrong[ids.single]! });
    expect(wrong).toMatchObject({ question_correct: 4, user_mark: 4, result: 66.67, graduation: 'failed' });
  });

  it('an edit after learners finished changes no result, review, percentile table or pin; new attempts use it', async () => {
    await stored(lp, ben, { quiz: quizId, question: ids.single, status: 12 });
    const [annaAttempt] = (await history(anna)).attempts;
    const [benAttempt] = (await history(ben)).attempts;
    const before = {
      anna: await review(anna, annaAttempt!.id),
      ben: await review(ben, benAttempt!.id),
      histories: [await history(anna), await history(ben)],
      histogram: await histogramOf(t, quizId),
      pins: await pins(ben),
      results: await lp.get(`/quiz/fetch-results?id=${quizId}`, ben.token).then((r) => r.json()),
      // the quiz screen's own read: the result and review shown before any other is opened
      quiz: await lp.get(`/quiz/${quizId}`, ben.token).then((r) => r.json()),
    };

    const edited: QuestionDraft = {
      ...DRAFTS.single,
      title: 'Kolik je 2 + 4?',
      explanation: '<p>Nové vysvětlení.</p>',
      options: [{ title: '4' }, { title: '5' }, { title: '6', correct: true }],
    };
    const res = await api.call(
      Q.updateQuestion,
      { params: { id: ids.single }, body: edited },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = Q.updateQuestion.response.parse(res.json());
    expect(saved.data).toMatchObject({ revision: 2, revisions: 2, learners: 2 });
    expect(saved.message).toBe(
      'Uloženo jako verze 2. Dokončené pokusy studujících ukazují dál verzi, kterou řešili.',
    );

    expect(await review(anna, annaAttempt!.id)).toEqual(before.anna);
    expect(await review(ben, benAttempt!.id)).toEqual(before.ben);
    expect([await history(anna), await history(ben)]).toEqual(before.histories);
    expect(await histogramOf(t, quizId)).toEqual(before.histogram);
    expect(await pins(ben)).toEqual(before.pins);
    expect(await lp.get(`/quiz/fetch-results?id=${quizId}`, ben.token).then((r) => r.json())).toEqual(
      before.results,
    );
    expect(await lp.get(`/quiz/${quizId}`, ben.token).then((r) => r.json())).toEqual(before.quiz);
    const oldQuestion = before.ben.questions.find((q) => q.id === ids.single)!;
    expect(oldQuestion.title).toBe('Kolik je 2 + 3?');
    expect(before.ben.results.answered[String(ids.single)]!.explanation).toBe('<p>Vysvětlení.</p>');

    // a new attempt: the new question, graded by its new right option
    const key = await answerKey(t, quizId);
    const again = await takeQuiz(lp, ben, quizId, key.right);
    expect(again).toMatchObject({ result: 100, question_correct: 5 });
    const [latest] = (await history(ben)).attempts;
    const now = await review(ben, latest!.id);
    expect(now.questions.find((q) => q.id === ids.single)!.title).toBe('Kolik je 2 + 4?');
    expect(now.results.answered[String(ids.single)]!.explanation).toBe('<p>Nové vysvětlení.</p>');
    // and the first attempt still reads as it was (only its rank moved: Ben's best is now the new one)
    const { attempt: _rank, ...first } = await review(ben, benAttempt!.id);
    const { attempt: _before, ...firstBefore } = before.ben;
    expect(first).toEqual(firstBefore);
  });

  it('an attempt in progress when a question is edited is graded with the revision current at its finish', async () => {
    const cleo = await planLearner(t, courseId);
    expect((await lp.post('/quiz/start', { id: quizId }, cleo.token)).statusCode).toBe(200);
    await api.call(
      Q.updateQuestion,
      {
        params: { id: ids.trueFalse },
        body: { ...DRAFTS.trueFalse, title: 'Brno je hlavní město Česka.', answer: false },
      },
      { token: instructor.token },
    );
    const key = await answerKey(t, quizId);
    expect(key.right[ids.trueFalse]).toBe('false');
    const res = await lp.post('/quiz/finish', { id: quizId, answered: key.right }, cleo.token);
    expect(res.json().data.results).toMatchObject({ result: 100 });
    const [row] = await t.db.query<{ graded: { id: number; revision: number }[] }>(
      `select results -> 'graded' as graded from quiz_attempts where user_id = $1`,
      [cleo.id],
    );
    expect(row!.graded.find((g) => g.id === ids.trueFalse)!.revision).toBe(2);
  });

  it('archives an answered question instead of deleting it; its reviews keep it; an untouched one is deleted', async () => {
    const [annaAttempt] = (await history(anna)).attempts;
    const before = await review(anna, annaAttempt!.id);
    const res = await api.call(
      Q.deleteQuestion,
      { params: { id: ids.sorting } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: ids.sorting, archived: true });
    expect(res.json().message).toMatch(
      /^Otázku už studující řešili, připnuli nebo procvičují \(\d+\), proto ji nemažeme, ale archivujeme/,
    );
    const quiz = (await api.call(Z.getQuiz, { params: { id: quizId } }, { token: instructor.token })).json();
    expect(quiz.questions.map((q: { id: number }) => q.id)).not.toContain(ids.sorting);
    expect(await review(anna, annaAttempt!.id)).toEqual(before);
    const got = (
      await api.call(Q.getQuestion, { params: { id: ids.sorting } }, { token: instructor.token })
    ).json();
    expect(got).toMatchObject({ archived: true, used_in: null });
    // a learner opening the quiz no longer gets it; Anna's finished run, shown as graded, still has it
    const newcomer = await planLearner(t, courseId);
    const learnerQuiz = await lp.get(`/quiz/${quizId}`, newcomer.token);
    expect(JSON.stringify(learnerQuiz.json())).not.toContain(`"id":${ids.sorting},`);
    const annasQuiz = await lp.get(`/quiz/${quizId}`, anna.token);
    expect(JSON.stringify(annasQuiz.json())).toContain(`"id":${ids.sorting},`);

    const fresh = await createQuestion(api, instructor, DRAFTS.multi);
    const del = await api.call(Q.deleteQuestion, { params: { id: fresh.id } }, { token: instructor.token });
    expect(del.json()).toMatchObject({ message: 'Otázka je smazaná.', data: { archived: false } });
    expect(
      (await api.call(Q.getQuestion, { params: { id: fresh.id } }, { token: instructor.token })).statusCode,
    ).toBe(404);
  });

  it('every bad input gets its field message and writes nothing', async () => {
    const count = await questionCount(t.db);
    const cases: [QuestionDraft, string, string][] = [
      [
        { ...DRAFTS.single, options: [{ title: 'A' }, { title: 'B' }] },
        'options',
        'U výběru jedné odpovědi označ jako správnou právě jednu možnost (teď jich je označených 0).',
      ],
      [
        {
          ...DRAFTS.blanks,
          blanks: [DRAFTS.blanks.blanks[0]!, { id: 'b2', comparison: 'equal', answer: ' ' }],
        },
        'blanks.b2.answer',
        'Doplň správnou odpověď pro místo „b2“.',
      ],
      [
        { ...DRAFTS.sorting, ordered: ['jen jedna'] },
        'ordered',
        'K seřazení potřebuješ aspoň 2 položky, teď je jich 1.',
      ],
    ];
    for (const [draft, field, message] of cases) {
      const created = await api.call(
        Q.createQuestion,
        { body: draft, query: { quiz: quizId } },
        { token: instructor.token },
      );
      const updated = await api.call(
        Q.updateQuestion,
        { params: { id: ids.multi }, body: draft },
        { token: instructor.token },
      );
      for (const res of [created, updated]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'studio_invalid', data: { status: 400 } });
        expect(res.json().data.fields[field]).toBe(message);
      }
    }
    const english = await api.call(
      Q.createQuestion,
      { body: { ...DRAFTS.sorting, ordered: ['one'] } },
      { token: instructor.token, headers: { 'client-locale': 'en' } },
    );
    expect(english.json().data.fields.ordered).toMatch(/^Sorting needs at least 2 items/);
    expect(await questionCount(t.db)).toBe(count);
    const multi = (
      await api.call(Q.getQuestion, { params: { id: ids.multi } }, { token: instructor.token })
    ).json();
    expect(multi.revision).toBe(1);
  });

  it('sanitises an author’s HTML', async () => {
    const q = await createQuestion(api, instructor, {
      ...DRAFTS.trueFalse,
      title: 'Pravda? <script>alert(1)</script><b onclick="x()">tučně</b>',
    });
    expect(q.title).toBe('Pravda? <b>tučně</b>');
  });

  it('refuses an instructor on others’ questions, lets her read them, and the team edits all', async () => {
    const teams = await createQuestion(api, admin, DRAFTS.multi);
    const got = await api.call(Q.getQuestion, { params: { id: teams.id } }, { token: instructor.token });
    expect(got.json()).toMatchObject({ may_edit: false });
    for (const res of [
      await api.call(
        Q.updateQuestion,
        { params: { id: teams.id }, body: DRAFTS.multi },
        { token: instructor.token },
      ),
      await api.call(Q.deleteQuestion, { params: { id: teams.id } }, { token: instructor.token }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'studio_not_yours' });
    }
    // a quiz of another author's course
    const [other] = await t.db.query<{ id: number }>(
      `select i.id from items i join courses c on c.id = i.course_id
        where i.type = 'lp_quiz' and c.author_id <> $1 order by i.id limit 1`,
      [instructor.id],
    );
    const refused = await api.call(
      Q.createQuestion,
      { body: DRAFTS.multi, query: { quiz: other!.id } },
      { token: instructor.token },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Tento kvíz patří do kurzu jiného autora. Můžeš si ho jen prohlédnout.',
    );
    const own = await api.call(
      Q.updateQuestion,
      { params: { id: ids.multi }, body: DRAFTS.multi },
      { token: admin.token },
    );
    expect(own.statusCode).toBe(200);
    const learner = await makeLearner(t);
    const forbidden = await api.call(Q.getQuestion, { params: { id: ids.multi } }, { token: learner.token });
    expect(forbidden.json()).toMatchObject({ code: 'studio_forbidden' });
  });

  it('keeps the question’s log, also in its course’s log', async () => {
    const log = await api.call(Q.questionAudit, { params: { id: ids.single } }, { token: instructor.token });
    const entries = Q.questionAudit.response.parse(log.json()).entries;
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]!.changes).toMatchObject({
      title: { from: 'Kolik je 2 + 3?', to: 'Kolik je 2 + 4?' },
      revision: { from: 1, to: 2 },
    });
    const [course] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where course_id = $1 and entity = 'question'`,
      [courseId],
    );
    expect(course!.n).toBeGreaterThanOrEqual(6);
  });
});
