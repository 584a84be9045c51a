import { studioQuestionsApi as Q, studioQuizzesApi as Z } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { answerKey } from '../quiz/quiz-test-kit';
import { planLearner, takeQuiz } from '../statistics/scores-test-kit';
import { studioUsers } from '../studio/studio-test-kit';
import { createQuestion, DRAFTS, newQuizOf } from './question-bank-test-kit';

/** A quiz's settings and its questions picked from the bank, ordered, with points (issue 22 point 4). */
describe.each(testDatabases)('quiz settings in the studio, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let instructor: TestLearner;
  let admin: TestLearner;
  let quizId: number;
  let courseId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ instructor, admin } = await studioUsers(t));
    ({ quizId, courseId } = await newQuizOf(api, instructor, 'Kvíz s nastavením'));
  });
  afterAll(() => t?.close());

  const settings = {
    title: 'Kvíz s nastavením',
    time_limit_seconds: 600,
    passing_grade: 60,
    retake_count: 2,
    instant_check: true,
    wrong_penalty: '1/3',
    skip_penalty: '0',
    preview: false,
  };
  const quiz = async () =>
    Z.getQuiz.response.parse(
      (await api.call(Z.getQuiz, { params: { id: quizId } }, { token: instructor.token })).json(),
    );

  it('saves every setting the engine honours, and the learner’s quiz follows them', async () => {
    const res = await api.call(
      Z.updateQuizSettings,
      { params: { id: quizId }, body: settings },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await quiz()).settings).toEqual(settings);
    const [row] = await t.db.query(
      'select time_limit_seconds, passing_grade, retake_count, instant_check, wrong_penalty from quizzes where item_id = $1',
      [quizId],
    );
    expect(row).toEqual({
      time_limit_seconds: 600,
      passing_grade: 60,
      retake_count: 2,
      instant_check: true,
      wrong_penalty: '1/3',
    });
  });

  it('stores a penalty typed as a decimal as its fraction', async () => {
    const res = await api.call(
      Z.updateQuizSettings,
      { params: { id: quizId }, body: { ...settings, wrong_penalty: '0,25', skip_penalty: '0.5' } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await quiz()).settings).toMatchObject({ wrong_penalty: '1/4', skip_penalty: '1/2' });
    await api.call(
      Z.updateQuizSettings,
      { params: { id: quizId }, body: settings },
      { token: instructor.token },
    );
  });

  it('refuses wrong settings field by field and writes nothing', async () => {
    const res = await api.call(
      Z.updateQuizSettings,
      {
        params: { id: quizId },
        body: {
          ...settings,
          title: ' ',
          time_limit_seconds: -5,
          passing_grade: 101,
          retake_count: -2,
          wrong_penalty: '3/2',
        },
      },
      { token: instructor.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'studio_invalid',
      data: {
        fields: {
          title: 'Doplň název kvízu.',
          time_limit_seconds: 'Časový limit je celý počet sekund od 0 do 86400 (0 znamená bez limitu).',
          passing_grade: 'Zadej celé procento od 0 do 100.',
          retake_count: 'Počet opakování je celé číslo od 0 do 100, nebo −1 pro neomezeně.',
          wrong_penalty:
            'Srážka je podíl bodů otázky od 0 do 1: 0, 1, zlomek jako 1/3, nebo desetinné číslo jako 0,25.',
        },
      },
    });
    expect((await quiz()).settings).toEqual(settings);
  });

  it('picks questions from the bank, orders them, sets points (a new revision) and sends the rest back', async () => {
    const a = await createQuestion(api, instructor, DRAFTS.single);
    const b = await createQuestion(api, instructor, DRAFTS.trueFalse);
    const c = await createQuestion(api, instructor, DRAFTS.multi);
    const res = await api.call(
      Z.setQuizQuestions,
      { params: { id: quizId }, body: { questions: [{ id: c.id }, { id: a.id, mark: 3 }, { id: b.id }] } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const now = Z.setQuizQuestions.response.parse(res.json()).data;
    expect(now.questions.map((q) => [q.id, q.mark, q.revision])).toEqual([
      [c.id, 1, 1],
      [a.id, 3, 2],
      [b.id, 1, 1],
    ]);
    expect(now.total_mark).toBe(5);
    // a learner's quiz has them in this order
    const learner = await planLearner(t, courseId);
    const key = await answerKey(t, quizId);
    expect(key.questions.map((q) => q.id)).toEqual([c.id, a.id, b.id]);
    const results = await takeQuiz(caller(t), learner, quizId, key.right);
    expect(results).toMatchObject({ mark: 5, user_mark: 5, result: 100 });

    const back = await api.call(
      Z.setQuizQuestions,
      { params: { id: quizId }, body: { questions: [{ id: a.id }] } },
      { token: instructor.token },
    );
    expect(back.json().data.questions.map((q: { id: number }) => q.id)).toEqual([a.id]);
    const unassigned = await api.call(Q.getQuestion, { params: { id: c.id } }, { token: instructor.token });
    expect(unassigned.json().used_in).toBeNull();
  });

  it('refuses a question of another quiz, of another author, or unknown, and changes nothing', async () => {
    const before = await quiz();
    const [other] = await t.db.query<{ id: number; title: string }>(
      `select q.id, i.title from questions q join items i on i.id = q.quiz_id where q.quiz_id <> $1 order by q.id limit 1`,
      [quizId],
    );
    const teams = await createQuestion(api, admin, DRAFTS.sorting);
    const res = await api.call(
      Z.setQuizQuestions,
      {
        params: { id: quizId },
        body: {
          questions: [
            { id: other!.id },
            { id: teams.id },
            { id: 99_999_999 },
            { id: before.questions[0]!.id, mark: 0 },
          ],
        },
      },
      { token: instructor.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      'questions.0.id': `Otázka je už v jiném kvízu („${other!.title}“). Otázka může být jen v jednom kvízu, nejdřív ji odtamtud odeber.`,
      'questions.1.id':
        'Tuto otázku mění jen její autor, autor kurzu, ve kterém je, nebo tým Studovny. Můžeš si ji jen prohlédnout.',
      'questions.2.id': 'Tato otázka neexistuje.',
      'questions.3.mark': 'Body jsou kladné číslo nejvýše 100, nejvýše se dvěma desetinnými místy.',
    });
    expect(await quiz()).toEqual(before);
  });

  it('refuses an instructor on a quiz of another author’s course', async () => {
    const [other] = await t.db.query<{ id: number }>(
      `select i.id from items i join courses c on c.id = i.course_id
        where i.type = 'lp_quiz' and c.author_id <> $1 order by i.id limit 1`,
      [instructor.id],
    );
    const read = await api.call(Z.getQuiz, { params: { id: other!.id } }, { token: instructor.token });
    expect(read.json().may_edit).toBe(false);
    const res = await api.call(
      Z.updateQuizSettings,
      { params: { id: other!.id }, body: settings },
      { token: instructor.token },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('studio_not_yours');
  });
});
