import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP, makeLearner, type TestLearner } from '../../test/course-fixtures';
import { http, type Http } from '../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';
import { enrol, findQuiz, type QuizRef } from '../modules/quiz/quiz-test-kit';
import { postProfile } from '../modules/users/profile-test-kit';
import { siteBrowser, textOf } from '../site/plans/site-test-kit';
import { makeOwner, ownedRows, rowCounts, type Owner } from './security-fixtures';

/**
 * Input the contract's types describe but the database cannot store — text with a NUL character or a lone
 * surrogate, an id beyond a PostgreSQL integer, an answer keyed by no possible question — is refused with
 * 400, a code and a message in the client's language, and changes nothing: a request applies whole or not
 * at all.
 */

const INVALID_CHARACTER = 'Text obsahuje znak, který nejde uložit (například znak NUL).';
const INVALID_CHARACTER_EN = 'The text contains a character that cannot be stored (such as NUL).';
const ID_OUT_OF_RANGE = 'Identifikátor musí být celé číslo od 1 do 2147483647.';
const ID_OUT_OF_RANGE_EN = 'An id must be a whole number from 1 to 2147483647.';

const NUL = '\u0000';
const BEYOND = 2 ** 31;

describe.each(testDatabases)('input the database cannot store on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let owner: Owner;
  let me: TestLearner;
  let quiz: QuizRef;
  let questions: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    owner = await makeOwner(t);
    // a learner in the middle of an untimed quiz of a course its plans open
    quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
    me = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, me.id, quiz.courseId);
    const started = await api.post(`${LP}/quiz/start`, { id: quiz.id }, { token: me.token });
    expect(started.statusCode, started.body).toBe(200);
    const rows = await t.db.query<{ id: number }>('select id from questions where quiz_id = $1 order by id', [
      quiz.id,
    ]);
    questions = rows.map((row) => row.id);
  });
  afterAll(() => t?.close());

  const everything = async () => ({
    counts: await rowCounts(t),
    owner: await ownedRows(t, owner.id),
    learner: await ownedRows(t, me.id),
  });

  /** 400 with the usual error body; its message when one is expected. */
  const expectRefused = (res: LightMyRequestResponse, message?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code?: unknown; message?: unknown; data?: { status?: unknown } };
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(body.data?.status).toBe(400);
    if (message) expect(body.message).toBe(message);
  };

  const ownerPost = (path: string, body: unknown) => api.post(path, body, { token: owner.token });
  const saveAnswers = (answered: unknown, headers?: Record<string, string>) =>
    api.post(`${LP}/quiz/save-answers`, { id: quiz.id, answered }, { token: me.token, headers });
  const account = (username: string, email: string) => ({
    username,
    email,
    password: 'Heslo-12345',
    confirm_password: 'Heslo-12345',
  });

  const unstorableText: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a NUL in the course search', () => api.get(`${LP}/courses?search=%00`)],
    [
      'a NUL in the username at login',
      () => api.post(`${LP}/token`, { username: `jana${NUL}`, password: 'x' }),
    ],
    [
      'a NUL in the e-mail at login',
      () => api.post(`${LP}/token`, { username: `jana@studovna.cz${NUL}`, password: 'x' }),
    ],
    [
      'a NUL in the password reset',
      () => api.post(`${LP}/users/reset-password`, { user_login: `jana${NUL}` }),
    ],
    [
      'a NUL in the username at registration',
      () => api.post(`${LP}/token/register`, account(`novy${NUL}jmeno`, 'novy.jmeno@example.cz')),
    ],
    [
      'a NUL in the e-mail at registration',
      () => api.post(`${LP}/token/register`, account('novyjmeno', `novy${NUL}@example.cz`)),
    ],
    [
      'a NUL in a comment',
      () => ownerPost('/wp-json/wp/v2/comments', { post: owner.lessonId, content: `Ahoj${NUL}` }),
    ],
    [
      'a NUL in a review',
      () =>
        ownerPost(`${LP}/review/submit`, {
          course: owner.courseId,
          rating: 5,
          title: `Skvělé${NUL}`,
          content: 'Doporučuji.',
        }),
    ],
    [
      'a NUL in the profile nickname',
      () => postProfile(t, owner.id, owner.token, { nickname: `Ja${NUL}na` }),
    ],
    [
      'a NUL in an assignment note',
      () => ownerPost(`${LP}/assignments/submit`, { id: owner.assignmentId, action: 'save', note: NUL }),
    ],
    ['a NUL in the pins category', () => api.get(`${LP}/users/pins?category=%00`, { token: owner.token })],
    ['a NUL in a saved answer', () => saveAnswers({ [questions[0]!]: `A${NUL}` })],
    ['a NUL in the blank id of a saved answer', () => saveAnswers({ [questions[0]!]: { [`b${NUL}`]: 'A' } })],
    ['a lone surrogate in a saved answer', () => saveAnswers({ [questions[0]!]: 'A\ud800' })],
    [
      'a NUL in a practice action id',
      () =>
        ownerPost(`${LP}/board/practice/answer`, {
          question_id: owner.questionId,
          answered: 'A',
          action_id: `abcdefgh${NUL}`,
        }),
    ],
  ];
  it.each(unstorableText)('%s is refused with 400 and changes nothing', async (_, send) => {
    const before = await everything();
    expectRefused(await send(), INVALID_CHARACTER);
    expect(await everything()).toEqual(before);
  });

  it('says so in English with client-locale en_US', async () => {
    const res = await api.post(
      `${LP}/token`,
      { username: `jana${NUL}`, password: 'x' },
      { headers: { 'client-locale': 'en_US' } },
    );
    expectRefused(res, INVALID_CHARACTER_EN);
    expectRefused(
      await api.get(`${LP}/courses?category=${BEYOND}`, { headers: { 'client-locale': 'en_US' } }),
      ID_OUT_OF_RANGE_EN,
    );
  });

  const beyondRange: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a course category', () => api.get(`${LP}/courses?category=${BEYOND}`)],
    ['one of several course categories', () => api.get(`${LP}/courses?category=1,${BEYOND}`)],
    [
      'a comment parent',
      () =>
        ownerPost('/wp-json/wp/v2/comments', { post: owner.lessonId, content: 'Odpověď', parent: BEYOND }),
    ],
    [
      'an answer file to remove',
      () =>
        ownerPost(`${LP}/assignments/submit`, {
          id: owner.assignmentId,
          action: 'save',
          remove: `${BEYOND}`,
        }),
    ],
    ['a saved answer key', () => saveAnswers({ [questions[0]!]: 'A', [BEYOND]: 'B' })],
  ];
  it.each(beyondRange)(
    '%s beyond the stored range is refused with 400 and changes nothing',
    async (_, send) => {
      const before = await everything();
      expectRefused(await send(), ID_OUT_OF_RANGE);
      expect(await everything()).toEqual(before);
    },
  );

  it('the website login form refuses a NUL in the name with its message on the page and signs no one in', async () => {
    const before = await everything();
    const res = await siteBrowser(t).post('/studijni-plany/prihlaseni', {
      username: `${owner.username}${NUL}`,
      password: owner.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(textOf(res.body)).toContain(INVALID_CHARACTER);
    expect(await everything()).toEqual(before);
  });

  it('the website order form sends a guest with a plan id beyond the stored range to the login', async () => {
    const before = await everything();
    const res = await siteBrowser(t).post('/studijni-plany/objednat', { plan_id: String(BEYOND) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/studijni-plany/?prihlasit=#prihlaseni');
    expect(await everything()).toEqual(before);
  });

  /** The answers of the attempt in progress, as the quiz shows them to the learner. */
  const shownAnswers = async () => {
    const res = await api.get(`${LP}/quiz/${quiz.id}`, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const answered = (res.json() as { results: { answered: Record<string, { answered: unknown }> } }).results
      .answered;
    return Object.fromEntries(Object.entries(answered).map(([id, a]) => [id, a.answered]));
  };

  it.each([
    ['"0"', () => '0'],
    ['of 400 digits', () => '9'.repeat(400)],
    ['with leading zeros', () => `00${questions[2]}`],
  ])(
    'save-answers with a key %s is refused whole: the other answers of the request are not saved',
    async (_, keyOf) => {
      const earlier = await saveAnswers({ [questions[1]!]: 'Dřívější' });
      expect(earlier.statusCode, earlier.body).toBe(200);
      const shown = await shownAnswers();
      const before = await everything();
      expectRefused(await saveAnswers({ [questions[0]!]: 'Nová', [keyOf()]: 'Jiná' }));
      expect(await shownAnswers()).toEqual(shown);
      expect(await everything()).toEqual(before);
      // the same answer alone is saved
      expect((await saveAnswers({ [questions[0]!]: 'Nová' })).statusCode).toBe(200);
      expect(await shownAnswers()).toMatchObject({ [questions[0]!]: 'Nová' });
      await saveAnswers({ [questions[0]!]: '' });
    },
  );
});
