import { allEndpoints, buildPath, type EndpointDefinition } from '@studovna/core/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP, makeLearner, tokenOf, type TestLearner } from '../../test/course-fixtures';
import { DEMO_STUDIO_ACCOUNTS } from '../db/seed/demo-accounts';
import { http, type EndpointInputs, type Http } from '../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';
import { enrol, findQuiz } from '../modules/quiz/quiz-test-kit';
import { ACCESS } from './access-table';
import { makeOwner, ownedRows, rowCounts, type Owner } from './security-fixtures';
import {
  beyondRange,
  brokenEscape,
  textKeys,
  unstorableAnswers,
  unstorableQueryText,
  unstorableText,
} from './unstorable-arbitraries';

/**
 * Whatever a client sends that the contract does not accept — bodies, query strings, path parameters — is
 * answered 400 with a code, never a 5xx and never a success, and changes nothing.
 */

const RUNS = 12;

const fails = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  !schema.safeParse(value).success;

const keysOf = (schema: EndpointDefinition['query']) => Object.keys(schema?.shape ?? {});

/** Stand-ins for an owner's ids and names, to find which fields of valid inputs are free text. */
const sample: Owner = {
  ...{ id: 1, courseId: 1, quizId: 1, lessonId: 1, attemptId: 1, commentId: 1, assignmentId: 1 },
  ...{ fileId: 1, questionId: 1, token: '', username: 'jana', password: 'Heslo-12345' },
};

/** An endpoint by name, with one of its fields. */
const findField = (name: string, key: string): [EndpointDefinition, string] => [
  allEndpoints.find((e) => e.name === name)!,
  key,
];

/** JSON values, and objects with the schema's own keys holding values of any type. */
const bodies = (e: EndpointDefinition) => {
  const keys = keysOf(e.body as EndpointDefinition['query']);
  const shaped = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), fc.jsonValue(), { minKeys: 1 })
    : fc.constant({ x: 1 });
  return fc.oneof(shaped, fc.jsonValue()).filter((value) => fails(e.body!, value));
};

/** Text a query parameter may hold: anything, and the usual suspects for numbers, ids and limits. */
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('-1', '0', '1.5', '1e400', 'NaN', 'abc', '[]', 'x'.repeat(300), '9'.repeat(30)),
  fc.integer().map(String),
);
const anyQuery = (e: EndpointDefinition) =>
  fc.dictionary(fc.constantFrom(...keysOf(e.query)), queryValue, { minKeys: 1 });

/** Query strings with the schema's keys set to text the schema refuses. */
const queries = (e: EndpointDefinition) => anyQuery(e).filter((value) => fails(e.query!, value));

/** Whether some query string is refused at all (a schema of free text accepts every one). */
const queryCanFail = (e: EndpointDefinition) =>
  fc.sample(anyQuery(e), { numRuns: 300, seed: 1 }).some((value) => fails(e.query!, value));

/** Path segments of any text but the ones a URL resolves away. */
const segments = (e: EndpointDefinition) =>
  fc
    .record(Object.fromEntries(keysOf(e.params).map((k) => [k, fc.string({ minLength: 1, maxLength: 30 })])))
    .filter((value) => !Object.values(value).some((v) => v.trim() === '' || /^\.+$/.test(v)))
    .filter((value) => fails(e.params!, value));

/** Valid-looking stand-ins for the parts not under test. */
const pathOf = (e: EndpointDefinition, params?: Record<string, string>) =>
  buildPath(e.path, params ?? Object.fromEntries(keysOf(e.params).map((k) => [k, '1'])));

describe.each(testDatabases)('malformed input on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let me: TestLearner;
  /** The team's account: the studio's endpoints are tried by someone who may call them. */
  let team: TestLearner;
  /** A learner with something of everything, and one in the middle of a quiz: what a bad request could spoil. */
  let owner: Owner;
  let busy: TestLearner & { quizId: number; questionId: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    me = await makeLearner(t);
    team = await tokenOf(t, DEMO_STUDIO_ACCOUNTS.administrator.username);
    owner = await makeOwner(t);
    const quiz = await findQuiz(t, { preview: false, timed: false, instantCheck: false });
    const learner = await makeLearner(t, ['subscriber', 'premium_osp', 'premium_zsv', 'premium_tsp']);
    await enrol(t, learner.id, quiz.courseId);
    await api.post(`${LP}/quiz/start`, { id: quiz.id }, { token: learner.token });
    const [question] = await t.db.query<{ id: number }>(
      'select id from questions where quiz_id = $1 order by id limit 1',
      [quiz.id],
    );
    busy = { ...learner, quizId: quiz.id, questionId: question!.id };
  });
  afterAll(() => t?.close());

  /** A learner calls the learner's API, the team the studio's (a multipart call checks who asks first). */
  const tokenFor = (endpoint: EndpointDefinition) => (endpoint.auth === 'studio' ? team.token : me.token);

  /** Row counts and every row of the owner and of the learner in the middle of a quiz. */
  const everything = async () => ({
    counts: await rowCounts(t),
    owner: await ownedRows(t, owner.id),
    busy: await ownedRows(t, busy.id),
  });

  const expectRefused = (res: { statusCode: number; body: string }, code?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    if (code) expect(body.code, res.body).toBe(code);
  };
  /** Refused by the contract, before any rule of the endpoint could refuse it for another reason. */
  const expectInvalid = (res: { statusCode: number; body: string }) =>
    expectRefused(res, 'rest_invalid_param');

  const withBody = allEndpoints.filter((e) => e.body).map((e) => [e.name, e] as const);
  it.each(withBody)('%s: malformed bodies', async (_, endpoint) => {
    const before = await rowCounts(t);
    await fc.assert(
      fc.asyncProperty(bodies(endpoint), async (body) => {
        const res = await t.app.inject({
          method: endpoint.method,
          url: pathOf(endpoint),
          headers: {
            host: 'localhost:3000',
            authorization: `Bearer ${tokenFor(endpoint)}`,
            'content-type': 'application/json',
          },
          payload: JSON.stringify(body),
        });
        expectRefused(res);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  const withQuery = allEndpoints.filter((e) => e.query && queryCanFail(e)).map((e) => [e.name, e] as const);
  it.each(withQuery)('%s: malformed query strings', async (_, endpoint) => {
    const before = await rowCounts(t);
    await fc.assert(
      fc.asyncProperty(queries(endpoint), async (query) => {
        const res = await api.get(`${pathOf(endpoint)}?${new URLSearchParams(query)}`, {
          token: tokenFor(endpoint),
        });
        expectRefused(res);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  const withParams = allEndpoints.filter((e) => e.params).map((e) => [e.name, e] as const);
  it.each(withParams)('%s: malformed path parameters', async (_, endpoint) => {
    const before = await rowCounts(t);
    await fc.assert(
      fc.asyncProperty(segments(endpoint), async (params) => {
        const url = pathOf(endpoint, params);
        const res =
          endpoint.method === 'POST'
            ? await api.post(url, {}, { token: tokenFor(endpoint) })
            : endpoint.method === 'DELETE'
              ? await api.del(url, { token: tokenFor(endpoint) })
              : await api.get(url, { token: tokenFor(endpoint) });
        expectRefused(res);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  // one past the largest id the database stores (a PostgreSQL integer)
  const HUGE = 2 ** 31;
  const beyond: Owner = {
    id: HUGE,
    token: '',
    username: 'nikdo',
    password: 'Heslo-12345',
    courseId: HUGE,
    quizId: HUGE,
    lessonId: HUGE,
    attemptId: HUGE,
    commentId: HUGE,
    assignmentId: HUGE,
    fileId: HUGE,
    questionId: HUGE,
  };
  const withIds = allEndpoints
    .filter((e) => JSON.stringify(ACCESS[e.name]?.inputs(beyond)).includes(String(HUGE)))
    .map((e) => [e.name, e] as const);
  it.each(withIds)('%s: ids beyond the stored range are refused with 400', async (_, endpoint) => {
    const before = await rowCounts(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(HUGE, 2 ** 53, '99999999999999999999'), beyondRange),
        async (value) => {
          const inputs = JSON.parse(
            JSON.stringify(ACCESS[endpoint.name]!.inputs(beyond)).replaceAll(String(HUGE), String(value)),
          );
          expectRefused(await api.call(endpoint, inputs, { token: tokenFor(endpoint) }));
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await rowCounts(t)).toEqual(before);
  });

  /** The owner's valid inputs of an endpoint with one field of the body or query string replaced. */
  const withField = (endpoint: EndpointDefinition, key: string, value: unknown): EndpointInputs => {
    const inputs = ACCESS[endpoint.name]!.inputs(owner);
    return endpoint.body
      ? { ...inputs, body: { ...(inputs.body as object), [key]: value } }
      : { ...inputs, query: { ...inputs.query, [key]: value as string } };
  };
  const withText = allEndpoints
    .map(
      (e) =>
        [
          e.name,
          e,
          textKeys(e.body ?? e.query, ACCESS[e.name]?.inputs(sample)?.[e.body ? 'body' : 'query']),
        ] as const,
    )
    .filter(([, , keys]) => keys.length > 0);
  it.each(withText)('%s: text the database cannot store', async (_, endpoint, keys) => {
    const before = await everything();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys),
        endpoint.body ? unstorableText : unstorableQueryText,
        async (key, value) => {
          const token = endpoint.auth === 'studio' ? team.token : owner.token;
          expectInvalid(await api.call(endpoint, withField(endpoint, key, value), { token }));
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await everything()).toEqual(before);
  });

  const withAnswers = allEndpoints
    .filter((e) => e.body && keysOf(e.body as EndpointDefinition['query']).includes('answered'))
    .filter((e) => e.body!.safeParse({ id: 1, answered: { '1': 'A' } }).success)
    .map((e) => [e.name, e] as const);
  it.each(withAnswers)(
    '%s: answers the database cannot store, or keyed by no question',
    async (_, endpoint) => {
      const before = await everything();
      await fc.assert(
        fc.asyncProperty(unstorableAnswers(busy.questionId), async (answered) => {
          const body = { id: busy.quizId, answered };
          expectInvalid(await api.call(endpoint, { body }, { token: busy.token }));
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(await everything()).toEqual(before);
    },
  );

  const idFields: [string, EndpointDefinition, string][] = [
    ['comment parent', ...findField('comments.create', 'parent')],
    ['course categories', ...findField('courses.list', 'category')],
    ['answer files to remove', ...findField('assignments.submit', 'remove')],
  ];
  it.each(idFields)('%s beyond the stored range is refused with 400', async (_, endpoint, key) => {
    const before = await everything();
    await fc.assert(
      fc.asyncProperty(beyondRange, fc.boolean(), async (id, inList) => {
        const value = inList ? `1,${id}` : id;
        expectInvalid(await api.call(endpoint, withField(endpoint, key, value), { token: owner.token }));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['the site', 'localhost:3000'],
    ['the app', 'app.localhost:3000'],
  ])('an address that is not valid percent-encoding gets the usual error body on %s', async (_, host) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...allEndpoints), brokenEscape, fc.boolean(), async (e, bad, own) => {
        const url = own ? `${pathOf(e)}/${bad}` : `${pathOf(e)}${bad}`;
        const res = await t.app.inject({ method: e.method, url, headers: { host } });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'rest_invalid_url', data: { status: 400 } });
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it.each([
    ['broken JSON', '{"id": 1,', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['a number', '42', 'application/json'],
    ['an unknown media type', 'id=1', 'application/x-whatever'],
  ])('%s is refused with 400 and a code on every POST', async (_, payload, type) => {
    const before = await rowCounts(t);
    for (const endpoint of allEndpoints.filter((e) => e.method === 'POST' && !e.multipart)) {
      const res = await t.app.inject({
        method: 'POST',
        url: pathOf(endpoint),
        headers: { host: 'localhost:3000', authorization: `Bearer ${me.token}`, 'content-type': type },
        payload,
      });
      expect([400, 415], `${endpoint.name}: ${res.body}`).toContain(res.statusCode);
      expect(typeof res.json().code, endpoint.name).toBe('string');
    }
    expect(await rowCounts(t)).toEqual(before);
  });
});
