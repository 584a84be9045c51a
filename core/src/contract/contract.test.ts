import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { allEndpoints, NAMESPACES } from './index';

/**
 * SPEC §7, written out by hand: every call the app makes. Paths as SPEC writes them (base
 * /wp-json/learnpress/v1 unless they start with /wp/; SPEC's trailing slashes are kept here on purpose).
 */
const SPEC_CALLS: readonly (readonly [string, string])[] = [
  ['POST', '/token'],
  ['POST', '/token/register'],
  ['GET', '/courses'],
  ['GET', '/courses/{id}'],
  ['POST', '/courses/finish'],
  ['POST', '/courses/retake'],
  ['POST', '/courses/enroll'],
  ['POST', '/courses/verify-receipt'],
  ['GET', '/lessons'],
  ['GET', '/lessons/{id}'],
  ['POST', '/lessons/finish'],
  ['GET', '/items/reset'],
  ['GET', '/quiz/{id}'],
  ['GET', '/quiz/fetch-results'],
  ['POST', '/quiz/start'],
  ['POST', '/quiz/finish'],
  ['POST', '/quiz/retake'],
  ['GET', '/quiz/store-question'],
  ['GET', '/quiz/quiz-course-summary'],
  ['POST', '/quiz/check_answer'],
  ['GET', '/quiz/percentil'],
  ['POST', '/quiz/statistics'],
  ['GET', '/users/questions-stats'],
  ['GET', '/users'],
  ['GET', '/users/{id}'],
  ['POST', '/users/{id}'],
  ['POST', '/users/subscription'],
  ['GET', '/users/user_capabilities'],
  ['POST', '/users/reset-password'],
  ['POST', '/users/change-password'],
  ['POST', '/users/delete'],
  ['GET', '/users/categories'],
  ['GET', '/wp/v2/course_category'],
  ['POST', '/wishlist/toggle'],
  ['GET', '/wishlist'],
  ['GET', '/wishlist/course/{id}'],
  ['GET', '/assignments/{id}'],
  ['POST', '/assignments/start/'],
  ['POST', '/assignments/submit/'],
  ['GET', '/review/course/{id}'],
  ['POST', '/review/submit'],
  ['GET', '/wp/v1/quiz/preview'],
  ['GET', '/wp/v2/comments'],
  ['POST', '/wp/v2/comments'],
  ['DELETE', '/wp/v2/comments/{id}'],
];

/** Calls SPEC §2 needs but §7 does not name; the contract chose these paths. */
const CHOSEN_CALLS: readonly (readonly [string, string])[] = [
  ['GET', '/courses/upcoming'],
  ['GET', '/instructors'],
  ['GET', '/orders'],
  // answers saved as the learner goes (issue 4), not only at finish
  ['POST', '/quiz/save-answers'],
  // attempt history and practice runs of mistakes (issue 5)
  ['GET', '/quiz/attempts'],
  ['GET', '/quiz/attempts/{id}'],
  ['POST', '/quiz/practice'],
  ['POST', '/quiz/practice/save'],
  ['POST', '/quiz/practice/finish'],
  // the learner's own assignment answer files, for download (issue 5)
  ['GET', '/assignments/files/{id}'],
  // the file an instructor attached to the feedback (decision 0026)
  ['GET', '/assignments/{id}/feedback-file'],
  // the Board's pins and its spaced-repetition practice (issue 6)
  ['GET', '/users/pins'],
  ['GET', '/board/practice'],
  ['POST', '/board/practice/answer'],
  ['GET', '/board/due'],
  // study plans: what is on sale, the learner's plans, signing in on the website's plans page (issue 7)
  ['GET', '/plans'],
  ['GET', '/users/subscriptions'],
  ['POST', '/users/web-session'],
  // the sample tasks evaluated for every logged-in learner (decision 0019)
  ['POST', '/wp/v1/quiz/preview/evaluate'],
  // a learner reports another's comment to the instructor and the team (decision 0029)
  ['POST', '/wp/v2/comments/{id}/report'],
  // the learner's flags (the theme chosen in Settings), kept with the account (issue 26)
  ['POST', '/users/flags'],
];

const toContractPath = (specPath: string): string => {
  const full = specPath.startsWith('/wp/') ? `/wp-json${specPath}` : `${NAMESPACES.learnpress}${specPath}`;
  return full.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
};

const key = (method: string, path: string) => `${method} ${path}`;
const defined = new Map(allEndpoints.map((e) => [key(e.method, e.path), e]));
/** The learner's API (SPEC §7); the studio's (decision 0023) has a namespace and rules of its own. */
const learnerEndpoints = allEndpoints.filter((e) => e.auth !== 'studio');
const studioEndpoints = allEndpoints.filter((e) => e.auth === 'studio');

describe('coverage of SPEC §7', () => {
  it.each(SPEC_CALLS)('%s %s is defined', (method, path) => {
    expect(defined.has(key(method, toContractPath(path)))).toBe(true);
  });

  it.each(CHOSEN_CALLS)('%s %s is defined', (method, path) => {
    expect(defined.has(key(method, toContractPath(path)))).toBe(true);
  });

  it('defines nothing beyond SPEC §7 and the chosen calls', () => {
    const expected = new Set([...SPEC_CALLS, ...CHOSEN_CALLS].map(([m, p]) => key(m, toContractPath(p))));
    const learners = learnerEndpoints.map((e) => key(e.method, e.path));
    expect(learners.filter((k) => !expected.has(k))).toEqual([]);
  });

  it('marks the two file uploads of the learner’s API as multipart', () => {
    const multipart = learnerEndpoints.filter((e) => e.multipart).map((e) => e.name);
    expect(multipart.sort()).toEqual(['assignments.submit', 'users.update']);
  });
});

describe('the studio’s endpoints (decision 0023)', () => {
  it('live in the studio’s namespace, need a studio role, and are named studio.resource.action', () => {
    expect(studioEndpoints.length).toBeGreaterThan(0);
    for (const e of studioEndpoints) {
      expect(e.path.startsWith(`${NAMESPACES.studio}/`), e.name).toBe(true);
      expect(e.name, e.path).toMatch(/^studio\.[a-z]+\.[a-z][A-Za-z]*$/);
    }
    expect(learnerEndpoints.filter((e) => e.path.startsWith(NAMESPACES.studio))).toEqual([]);
  });
});

describe('endpoint definitions', () => {
  it('have unique names of the form resource.action', () => {
    const names = allEndpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of learnerEndpoints.map((e) => e.name)) expect(name).toMatch(/^[a-z]+\.[a-z][A-Za-z]*$/);
  });

  it('have unique method + path pairs', () => {
    expect(defined.size).toBe(allEndpoints.length);
  });

  it('live under one of the three namespaces', () => {
    const bases = Object.values(NAMESPACES);
    for (const e of allEndpoints) expect(bases.some((b) => e.path.startsWith(`${b}/`))).toBe(true);
  });

  it('let every GET of the learner’s API carry the cache-busting v parameter', () => {
    for (const e of learnerEndpoints.filter((x) => x.method === 'GET')) {
      expect(e.query?.shape, e.name).toHaveProperty('v');
      expect(e.query!.safeParse({ ...minimalQuery(e.query!), v: '0.123' }).success, e.name).toBe(true);
    }
  });

  it('declare a params schema exactly for the paths that have parameters', () => {
    for (const e of allEndpoints) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(e.params?.shape ?? {}), e.name).toEqual(names);
    }
  });

  it('accept only numeric ids in path parameters, so static siblings like /quiz/fetch-results win', () => {
    for (const e of allEndpoints.filter((x) => x.params)) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const all = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
      expect(e.params!.parse(all('12')), e.name).toEqual(Object.fromEntries(names.map((n) => [n, 12])));
      for (const bad of ['fetch-results', 'upcoming', '0', '-3', '1.5', '']) {
        for (const name of names)
          expect(e.params!.safeParse({ ...all('12'), [name]: bad }).success, `${e.name} ${name} ${bad}`).toBe(
            false,
          );
      }
    }
  });

  it('never shadow a static route with a parameter route', () => {
    for (const withParam of allEndpoints.filter((e) => e.path.includes('/:'))) {
      const prefix = withParam.path.slice(0, withParam.path.indexOf('/:') + 1);
      const siblings = allEndpoints.filter(
        (e) => e !== withParam && e.method === withParam.method && e.path.startsWith(prefix),
      );
      for (const sibling of siblings) {
        const segment = sibling.path.slice(prefix.length).split('/')[0]!;
        expect(
          withParam.params!.safeParse({ id: segment }).success,
          `${withParam.name} vs ${sibling.name}`,
        ).toBe(false);
      }
    }
  });

  it('require a token for every change except login, registration and password reset', () => {
    const open = allEndpoints
      .filter((e) => e.method !== 'GET' && e.auth !== 'required' && e.auth !== 'studio')
      .map((e) => e.name);
    expect(open.sort()).toEqual(['token.create', 'token.register', 'users.resetPassword']);
  });

  it('have response schemas without transforms, so what the server serialises the client parses alike', () => {
    for (const e of allEndpoints) {
      expect(() => z.toJSONSchema(e.response, { io: 'output' }), e.name).not.toThrow();
    }
  });

  it('have request schemas representable as JSON Schema input', () => {
    for (const e of allEndpoints) {
      for (const schema of [e.params, e.query, e.body].filter(Boolean) as z.ZodMiniType[]) {
        expect(() => z.toJSONSchema(schema, { io: 'input' }), e.name).not.toThrow();
      }
    }
  });

  it('declare the pagination headers on paged collections (the studio’s lists say their total inside)', () => {
    for (const e of learnerEndpoints.filter((x) => x.query?.shape && 'per_page' in x.query.shape)) {
      if (e.name === 'reviews.course') continue; // paged inside its body (data.total)
      expect(e.headers, e.name).toEqual(['X-WP-Total', 'X-WP-TotalPages']);
    }
  });
});

/** The smallest valid query of an endpoint: required ids set to 1 and so on. */
function minimalQuery(query: z.ZodMiniObject): Record<string, string> {
  const required: Record<string, string> = {
    id: '1',
    post: '1',
    course_id: '1',
    question_id: '1',
    user_id: '1',
  };
  const out: Record<string, string> = {};
  for (const name of Object.keys(query.shape)) {
    if (name in required && !z.safeParse(query.shape[name]!, undefined).success) out[name] = required[name]!;
  }
  if ('user_mark' in query.shape) out.user_mark = '7';
  if ('status' in query.shape) out.status = '1';
  return out;
}
