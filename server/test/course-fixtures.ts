import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { signToken } from '../src/lib/tokens';
import { insertUser } from '../src/modules/users/users.service';
import type { TestApp } from './test-app';

/** Helpers for the course, wishlist, review, instructor and order API tests. */

export const LP = '/wp-json/learnpress/v1';

export interface Caller {
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export function caller(t: TestApp): Caller {
  const headersOf = (token?: string, extra: Record<string, string> = {}) => ({
    host: 'localhost:3000',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    get: (url, token, headers) =>
      t.app.inject({ method: 'GET', url: LP + url, headers: headersOf(token, headers) }),
    post: (url, payload, token, headers) =>
      t.app.inject({
        method: 'POST',
        url: LP + url,
        payload: payload as object,
        headers: headersOf(token, headers),
      }),
  };
}

export interface TestLearner {
  id: number;
  token: string;
  username: string;
}

/**
 * A learner made straight in the database (no password hashing, no registration throttle), with the
 * given roles, e.g. `['subscriber', 'premium_osp']`, and a valid token.
 */
export async function makeLearner(t: TestApp, roles: string[] = ['subscriber']): Promise<TestLearner> {
  const username = `learner${randomBytes(5).toString('hex')}`;
  const user = await insertUser(t.db, {
    username,
    email: `${username}@example.cz`,
    passwordHash: 'not-a-hash',
    displayName: `Testovací ${username}`,
    roles,
  });
  if (!user) throw new Error('makeLearner: insert failed');
  return {
    id: user.id,
    username,
    token: await signToken(t.ctx.config.jwtSecret, { userId: user.id, version: 0 }),
  };
}

/** A seeded user (demo account, cohort learner, instructor) with a valid token. */
export async function tokenOf(t: TestApp, username: string): Promise<TestLearner> {
  const [row] = await t.db.query<{ id: number; token_version: number }>(
    'select id, token_version from users where username = $1',
    [username],
  );
  if (!row) throw new Error(`tokenOf: no user ${username}`);
  return {
    id: row.id,
    username,
    token: await signToken(t.ctx.config.jwtSecret, { userId: row.id, version: row.token_version }),
  };
}

export async function courseId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from courses where slug = $1', [slug]);
  if (!row) throw new Error(`courseId: no course ${slug}`);
  return row.id;
}

export const SLUGS = {
  ospFree: 'osp-verbalni-oddil',
  ospPaid: 'osp-analyticky-a-kvantitativni-oddil',
  zsvFree: 'zsv-filozofie-religionistika-psychologie',
  zsvPaid: 'zsv-ekonomie-pravo-politologie',
  tspFree: 'tsp-verbalni-a-kriticke-mysleni',
  tspPaid: 'tsp-analyticke-numericke-prostorove',
} as const;

/** Marks items of a course as the lesson and quiz modules would: completed, with a graduation. */
export async function completeItems(
  t: TestApp,
  userId: number,
  course: number,
  which: (item: { id: number; type: string; index: number }) => 'passed' | 'failed' | null,
): Promise<void> {
  const items = await t.db.query<{ id: number; type: string }>(
    `select i.id, i.type from items i join sections s on s.id = i.section_id where i.course_id = $1 order by s.sort, i.sort`,
    [course],
  );
  for (const [index, item] of items.entries()) {
    const graduation = which({ ...item, index });
    if (!graduation) continue;
    await t.db.query(
      `insert into user_items (user_id, course_id, item_id, status, graduation, end_time)
       values ($1, $2, $3, 'completed', $4, now())`,
      [userId, course, item.id, graduation],
    );
  }
}

/** The learner's row in a course, as stored. */
export async function userCourse(t: TestApp, userId: number, course: number) {
  const [row] = await t.db.query<{
    status: string;
    graduation: string;
    result: number | null;
    retaken: number;
  }>('select status, graduation, result, retaken from user_courses where user_id = $1 and course_id = $2', [
    userId,
    course,
  ]);
  return row ?? null;
}
