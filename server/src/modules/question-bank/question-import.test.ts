import { studioQuestionsApi as Q, studioQuizzesApi as Z } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { seedQuestionBank } from '../../db/seed/bank-seed';
import { multipartBody } from '../assignments/assignment-test-kit';
import { toGift } from '../question-import/gift-export';
import { studioUsers } from '../studio/studio-test-kit';
import { newQuizOf, questionCount } from './question-bank-test-kit';

/** Imports into the bank (dry run, then all or nothing) and the bank's search with paging. */
describe.each(testDatabases)('question imports and the bank’s search, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let instructor: TestLearner;
  let quizId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ instructor } = await studioUsers(t));
    ({ quizId } = await newQuizOf(api, instructor, 'Kvíz z importu'));
  });
  afterAll(() => t?.close());

  /** Rivers of Czechia: sensible questions, `n` of them, each a different pair of numbers. */
  const rivers = (n: number): QuestionDraft[] =>
    Array.from({ length: n }, (_, i) => ({
      type: 'single_choice',
      title: `Vltava a ${i + 2} přítoků: kolik je ${i + 2} + ${i + 3}?`,
      explanation: `<p>${i + 2} + ${i + 3} = ${2 * i + 5}.</p>`,
      tags: ['Řeky'],
      options: [{ title: String(2 * i + 5), correct: true }, { title: String(2 * i + 6) }],
    }));

  const upload = (path: 'import' | 'import/dry-run', fields: Record<string, string>, text: string) => {
    const { payload, contentType } = multipartBody(fields, [
      { name: 'otazky.gift', data: Buffer.from(text, 'utf8'), type: 'text/plain', field: 'file' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/wp-json/studovna/v1/studio/questions/${path}`,
      payload,
      headers: {
        host: 'localhost:3000',
        'content-type': contentType,
        authorization: `Bearer ${instructor.token}`,
      },
    });
  };

  const broken = `${toGift(rivers(2))}\n\n::Rozbitá:: Kolik je 1 + 1? {=2 ~3\n`;

  it('a dry run reports every question and each error by its line, and writes nothing', async () => {
    const count = await questionCount(t.db);
    const res = await upload('import/dry-run', { format: 'gift' }, broken);
    expect(res.statusCode, res.body).toBe(200);
    const report = Q.importDryRun.response.parse(res.json());
    expect(report.questions).toHaveLength(2);
    expect(report.importable).toBe(false);
    const line = broken.split('\n').findIndex((l) => l.startsWith('::Rozbitá::')) + 1;
    expect(report.problems).toContainEqual({
      line,
      code: 'import.giftUnclosedBrace',
      message: 'Odpovědi tu začínají závorkou {, ale chybí k ní zavírací }.',
      severity: 'error',
    });
    expect(await questionCount(t.db)).toBe(count);
  });

  it('refuses to import a file with an error: nothing of it is written', async () => {
    const count = await questionCount(t.db);
    const res = await upload('import', { format: 'gift' }, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'studio_import_errors',
      data: { report: { importable: false } },
    });
    expect(res.json().message).toBe(
      'V souboru jsou chyby (1). Oprav je podle přehledu a nahraj ho znovu. Nic jsme neuložili.',
    );
    expect(await questionCount(t.db)).toBe(count);
  });

  it('imports a whole file into a quiz in one go, topics and Czech kept', async () => {
    const drafts = rivers(3);
    const res = await upload('import', { format: 'gift', quiz: String(quizId) }, toGift(drafts));
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = Q.importQuestions.response.parse(res.json());
    expect(message).toBe('Importováno otázek: 3.');
    const quiz = Z.getQuiz.response.parse(
      (await api.call(Z.getQuiz, { params: { id: quizId } }, { token: instructor.token })).json(),
    );
    expect(quiz.questions.map((q) => q.id)).toEqual(data.ids);
    const first = Q.getQuestion.response.parse(
      (await api.call(Q.getQuestion, { params: { id: data.ids[0]! } }, { token: instructor.token })).json(),
    );
    expect(first.draft).toMatchObject({ ...drafts[0], tags: ['Řeky'] });
    expect(first.used_in?.quiz.id).toBe(quizId);
  });

  it('imports Aiken, which has no explanations, with one notice; the editor asks for them on the next save', async () => {
    const aiken =
      'Které město leží na Vltavě?\nA) Praha\nB) Brno\nANSWER: A\n\n' +
      'Která řeka teče Brnem?\nA) Svratka\nB) Ohře\nANSWER: A\n';
    const dry = Q.importDryRun.response.parse(
      (
        await api.call(
          Q.importDryRun,
          { body: { format: 'aiken', text: aiken } },
          { token: instructor.token },
        )
      ).json(),
    );
    expect(dry.importable).toBe(true);
    expect(dry.questions.map((q) => q.problems)).toEqual([[], []]);
    expect(dry.problems).toEqual([
      {
        line: 1,
        code: 'import.explanationsMissing',
        severity: 'notice',
        message: expect.stringContaining('Otázky bez vysvětlení: 2 (řádky 1, 6).'),
      },
    ]);

    const res = await api.call(
      Q.importQuestions,
      { body: { format: 'aiken', text: aiken } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { ids } = Q.importQuestions.response.parse(res.json()).data;

    // the bank finds them by what they lack, and says so on their rows
    const found = Q.searchQuestions.response.parse(
      (
        await api.call(Q.searchQuestions, { query: { no_explanation: '1' } }, { token: instructor.token })
      ).json(),
    );
    expect(found.questions.map((q) => q.id).sort()).toEqual([...ids].sort());
    expect(found.questions.every((q) => q.no_explanation)).toBe(true);
    const all = Q.searchQuestions.response.parse(
      (
        await api.call(Q.searchQuestions, { query: { search: 'Vltavě' } }, { token: instructor.token })
      ).json(),
    );
    expect(all.questions.find((q) => q.id === ids[0])?.no_explanation).toBe(true);

    // saved in the editor as it came, it is refused on the explanation's field; with one, it is saved
    const question = Q.getQuestion.response.parse(
      (await api.call(Q.getQuestion, { params: { id: ids[0]! } }, { token: instructor.token })).json(),
    );
    const refused = await api.call(
      Q.updateQuestion,
      { params: { id: ids[0]! }, body: question.draft },
      { token: instructor.token },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toMatchObject({ explanation: expect.stringContaining('vysvětlení') });
    const saved = await api.call(
      Q.updateQuestion,
      {
        params: { id: ids[0]! },
        body: { ...question.draft, explanation: '<p>Praha leží na Vltavě.</p>' },
      },
      { token: instructor.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const left = Q.searchQuestions.response.parse(
      (
        await api.call(Q.searchQuestions, { query: { no_explanation: '1' } }, { token: instructor.token })
      ).json(),
    );
    expect(left.questions.map((q) => q.id)).toEqual([ids[1]]);
  });

  it('imports Moodle XML into the bank with its category and tags as topics', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/ZSV/Ústavní právo</text></category></question>
  <question type="truefalse">
    <name><text>Senát</text></name>
    <questiontext format="html"><text>Senát má 81 senátorů.</text></questiontext>
    <generalfeedback format="html"><text>Podle čl. 16 Ústavy má Senát 81 senátorů.</text></generalfeedback>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
    <tags><tag><text>parlament</text></tag></tags>
  </question>
</quiz>`;
    const res = await api.call(
      Q.importQuestions,
      { body: { format: 'moodle_xml', text: xml } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [id] = Q.importQuestions.response.parse(res.json()).data.ids;
    const got = (await api.call(Q.getQuestion, { params: { id: id! } }, { token: instructor.token })).json();
    expect(got.draft).toMatchObject({ type: 'true_or_false', answer: true, title: 'Senát má 81 senátorů.' });
    expect(got.tags).toEqual(expect.arrayContaining(['Ústavní právo', 'parlament']));
  });

  it('searches the bank by words, type, topic, difficulty, quiz and unassigned, page by page', async () => {
    const res = await api.call(
      Q.importQuestions,
      { body: { format: 'gift', text: toGift(rivers(45)) } },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const search = async (query: Record<string, string | number>) => {
      const r = await api.call(Q.searchQuestions, { query }, { token: instructor.token });
      expect(r.statusCode, r.body).toBe(200);
      return Q.searchQuestions.response.parse(r.json());
    };
    const pages = [1, 2, 3].map((page) => search({ search: 'vltav přít', unassigned: '1', page }));
    const [a, b, c] = await Promise.all(pages);
    expect([a!.total, b!.total, c!.total]).toEqual([45, 45, 45]);
    expect([a!.questions.length, b!.questions.length, c!.questions.length]).toEqual([20, 20, 5]);
    const seen = new Set([...a!.questions, ...b!.questions, ...c!.questions].map((q) => q.id));
    expect(seen.size).toBe(45);
    expect(a!.questions[0]).toMatchObject({
      type: 'single_choice',
      tags: ['Řeky'],
      used_in: null,
      may_edit: true,
    });
    expect((await search({ search: 'vltav', quiz: quizId })).total).toBe(3);
    expect((await search({ search: 'vltav', tag: 'Řeky' })).total).toBe(48);
    expect((await search({ search: 'vltav', type: 'true_or_false' })).total).toBe(0);
    expect((await search({ search: 'vltav', difficulty: '3' })).total).toBe(0);
    expect((await search({ search: 'nic-takoveho' })).total).toBe(0);
    expect((await search({ mine: '1', per_page: 5 })).questions).toHaveLength(5);
  });

  it('SEED_BANK’s seed fills the bank up to its count once: a restart adds nothing', async () => {
    const [before] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from questions where quiz_id is null',
    );
    expect(await seedQuestionBank(t.db, before!.n + 30)).toBe(30);
    expect(await seedQuestionBank(t.db, before!.n + 30)).toBe(0);
    const res = await api.call(
      Q.searchQuestions,
      { query: { tag: 'Hlavní města' } },
      { token: instructor.token },
    );
    expect(res.json().total).toBe(6);
  });
});
