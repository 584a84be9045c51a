import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';

/**
 * A guest's list of courses and course detail are kept once per content version (decision 0042): sent
 * as stored bytes, and compressed in the encoding the browser accepts.
 */
describe.each(testDatabases)("guests' kept answers on %s", (kind) => {
  let t: TestApp;
  let api: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(async () => t?.close());

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'a browser that accepts %s gets the same answer compressed, and the totals',
    async (name, unpack) => {
      const plain = await api.get('/courses?per_page=10');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await api.get('/courses?per_page=10', undefined, {
        'accept-encoding': `${name}, deflate`,
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(name);
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(packed.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
      const body = unpack(packed.rawPayload).toString();
      expect(JSON.parse(body)).toEqual(plain.json());
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
    },
  );

  it('a course detail compressed for a guest; a learner gets it as before', async () => {
    const [course] = (await api.get('/courses?per_page=1')).json() as { id: number }[];
    const guest = await api.get(`/courses/${course!.id}`, undefined, { 'accept-encoding': 'gzip' });
    expect(guest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(guest.rawPayload).toString()).id).toBe(course!.id);
    const me = await makeLearner(t);
    const learner = await api.get(`/courses/${course!.id}`, me.token, { 'accept-encoding': 'gzip' });
    expect(learner.statusCode).toBe(200);
    expect(learner.json().id).toBe(course!.id);
  });

  it('the answer varies by the encoding and, for a site origin, by the origin too', async () => {
    const res = await api.get('/courses?per_page=5', undefined, {
      'accept-encoding': 'gzip',
      origin: 'http://app.localhost:3000',
    });
    const vary = String(res.headers.vary).toLowerCase().split(/,\s*/);
    expect(vary).toContain('accept-encoding');
    expect(vary).toContain('origin');
  });
});
