import { studioQuestionsApi as Q, studioQuizzesApi as Z } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { createQuestion, DRAFTS, newQuizOf, questionCount } from './question-bank-test-kit';

/** The bank's questions as a GIFT file: the export the GIFT import reads back to the same questions. */
describe.each(testDatabases)('GIFT export of the bank, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let instructor: TestLearner;
  let quizId: number;
  let ids: number[];

  const oneBlank: QuestionDraft = {
    type: 'fill_in_blanks',
    title: 'Doplň hlavní město.',
    explanation: '<p>Bratislava je hlavní město Slovenska.</p>',
    tags: ['Zeměpis'],
    difficulty: 3,
    mark: 1.5,
    text: 'Hlavní město Slovenska je {{b1}}.',
    blanks: [{ id: 'b1', comparison: 'any', answers: ['Bratislava', 'Pressburg'] }],
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ instructor } = await studioUsers(t));
    ({ quizId } = await newQuizOf(api, instructor, 'Kvíz k exportu'));
    ids = [];
    for (const draft of [
      DRAFTS.single,
      DRAFTS.sorting,
      DRAFTS.trueFalse,
      oneBlank,
      DRAFTS.multi,
      DRAFTS.blanks,
    ])
      ids.push((await createQuestion(api, instructor, { ...draft, hint: 'Nápověda' }, quizId)).id);
  });
  afterAll(() => t?.close());

  const exportGift = (query: Record<string, string | number>, token = instructor.token) =>
    api.call(Q.exportGift, { query }, { token });

  const draftOf = async (id: number) =>
    Q.getQuestion.response.parse(
      (await api.call(Q.getQuestion, { params: { id } }, { token: instructor.token })).json(),
    ).draft;

  /** A draft as the bank keeps it: no empty content, every option right or not. */
  const kept = (draft: QuestionDraft) => {
    const { content, ...rest } = draft;
    const options =
      'options' in rest
        ? { options: rest.options.map((o) => ({ title: o.title, correct: o.correct === true })) }
        : {};
    return { ...rest, ...(content ? { content } : {}), ...options };
  };

  const dryRun = async (text: string) => {
    const res = await api.call(
      Q.importDryRun,
      { body: { format: 'gift', text } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return Q.importDryRun.response.parse(res.json());
  };

  it('downloads a quiz’s questions in its order as otazky.gift, saying how many GIFT cannot hold', async () => {
    const res = await exportGift({ quiz: quizId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="otazky.gift"/);
    expect(res.headers['x-gift-questions']).toBe('4');
    // a sorting question and one with two blanks
    expect(res.headers['x-gift-skipped']).toBe('2');
    expect(res.body).toContain('::Kolik je 2 + 3?::');
  });

  it('is read back by the GIFT import as the same questions, topics, points, difficulty and hint kept', async () => {
    const report = await dryRun((await exportGift({ quiz: quizId })).body);
    expect(report.importable).toBe(true);
    const written = [ids[0]!, ids[2]!, ids[3]!, ids[4]!];
    expect(report.questions.map((q) => kept(q.draft))).toEqual(
      (await Promise.all(written.map(draftOf))).map(kept),
    );
  });

  it('imports the exported file into the bank in one go', async () => {
    const before = await questionCount(t.db);
    const text = (await exportGift({ quiz: quizId })).body;
    const res = await api.call(
      Q.importQuestions,
      { body: { format: 'gift', text } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Importováno otázek: 4.');
    expect(await questionCount(t.db)).toBe(before + 4);
  });

  it('exports what the bank’s filters find: a seeded quiz, and a topic', async () => {
    const [seeded] = await t.db.query<{ id: number; n: number }>(
      `select quiz_id as id, count(*)::int as n from questions where quiz_id is not null and type <> 'sorting_choice'
        group by quiz_id having count(*) > 3 order by quiz_id limit 1`,
    );
    const quiz = Z.getQuiz.response.parse(
      (await api.call(Z.getQuiz, { params: { id: seeded!.id } }, { token: instructor.token })).json(),
    );
    const res = await exportGift({ quiz: seeded!.id });
    const report = await dryRun(res.body);
    const written = Number(res.headers['x-gift-questions']);
    expect(written + Number(res.headers['x-gift-skipped'])).toBe(quiz.questions.length);
    expect(report.questions).toHaveLength(written);
    expect(report.importable).toBe(true);
    const first = quiz.questions.find((q) => q.type !== 'sorting_choice')!;
    expect(kept(report.questions[0]!.draft)).toEqual(kept(await draftOf(first.id)));

    const topic = await exportGift({ tag: 'Zeměpis' });
    expect(topic.headers['x-gift-questions']).toBe('2');
    expect((await dryRun(topic.body)).questions.map((q) => q.draft.title)).toEqual([
      'Doplň hlavní město.',
      'Doplň hlavní město.',
    ]);
  });

  it('answers an empty file for a filter that finds nothing', async () => {
    const none = await exportGift({ search: 'slovoktereneexistuje' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('');
    expect(none.headers['x-gift-questions']).toBe('0');
  });
});
