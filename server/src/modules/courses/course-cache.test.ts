import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, makeLearner, SLUGS, type Caller } from '../../../test/course-fixtures';
import { contentVersionReader } from '../../db/content-version';
import type { Database } from '../../db/database';

/** What guests are answered from the course cache (decision 0014) always follows the stored data. */
describe.each(testDatabases)('the course cache on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let free: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    free = await courseId(t, SLUGS.ospFree);
  });
  afterAll(() => t.close());

  const guestCourse = async (id: number) =>
    ((await api.get('/courses?per_page=100')).json() as CourseSummary[]).find((c) => c.id === id)!;

  it('a guest asking again gets the same answer, with its totals, from one query', async () => {
    const first = await api.get('/courses?per_page=2&orderby=id&order=asc');
    const spy = vi.spyOn(t.db, 'query');
    try {
      const again = await api.get('/courses?per_page=2&orderby=id&order=asc');
      expect(again.body).toBe(first.body);
      expect(again.headers['x-wp-total']).toBe('6');
      expect(again.headers['x-wp-totalpages']).toBe('3');
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a new enrolment counts among the students at once', async () => {
    const before = (await guestCourse(free)).count_students ?? 0;
    const detailBefore = (await api.get(`/courses/${free}`)).json().count_students;
    const learner = await makeLearner(t);
    expect((await api.post('/courses/enroll', { id: free }, learner.token)).statusCode).toBe(200);
    expect((await guestCourse(free)).count_students).toBe(before + 1);
    expect((await api.get(`/courses/${free}`)).json().count_students).toBe(detailBefore + 1);
  });

  it('a change of the content, a review or the instructor shows on the next request', async () => {
    await api.get(`/courses/${free}`);
    await t.db.query(`update courses set title = 'Přejmenovaný kurz' where id = $1`, [free]);
    expect((await api.get(`/courses/${free}`)).json().name).toBe('Přejmenovaný kurz');
    expect((await guestCourse(free)).name).toBe('Přejmenovaný kurz');

    const [author] = await t.db.query<{ author_id: number }>('select author_id from courses where id = $1', [
      free,
    ]);
    await t.db.query(`update users set display_name = 'Nová lektorka' where id = $1`, [author!.author_id]);
    expect((await api.get(`/courses/${free}`)).json().instructor.name).toBe('Nová lektorka');

    const reviewer = await makeLearner(t);
    await t.db.query('delete from reviews where course_id = $1', [free]);
    expect((await api.get(`/courses/${free}`)).json().rating).toBe(0);
    await t.db.query(
      `insert into reviews (course_id, user_id, title, rating, content) values ($1, $2, 'Dobré', 4, 'Pěkný kurz')`,
      [free, reviewer.id],
    );
    expect((await api.get(`/courses/${free}`)).json().rating).toBe(4);

    await t.db.query(`update sections set title = 'Nový oddíl' where course_id = $1`, [free]);
    expect((await guestCourse(free)).sections?.[0]?.title).toBe('Nový oddíl');
  });

  it('never gives a learner’s state to a guest, nor a guest’s answer to a learner', async () => {
    const learner = await makeLearner(t);
    await api.post('/courses/enroll', { id: free }, learner.token);
    const guestFirst = (await api.get(`/courses/${free}`)).json();
    expect(guestFirst.course_data).toBeNull();
    const mine = (await api.get(`/courses/${free}`, learner.token)).json();
    expect(mine.course_data).toMatchObject({ status: 'enrolled' });
    expect((await api.get(`/courses/${free}`)).json().course_data).toBeNull();
    const list = (await api.get('/courses?per_page=100', learner.token)).json() as CourseSummary[];
    expect(list.find((c) => c.id === free)!.course_data).toMatchObject({ status: 'enrolled' });
  });

  it('answers each site with its own addresses', async () => {
    const here = (await api.get(`/courses/${free}`)).json();
    const there = (await api.get(`/courses/${free}`, undefined, { host: 'studovna.example:8080' })).json();
    expect(here.permalink).toBe(`http://app.localhost:3000/kurzy/${free}`);
    expect(there.permalink).toBe(`http://app.studovna.example:8080/kurzy/${free}`);
  });

  it('a course taken down is gone for guests at once', async () => {
    const paid = await courseId(t, SLUGS.zsvPaid);
    expect((await api.get(`/courses/${paid}`)).statusCode).toBe(200);
    await t.db.query(`update courses set status = 'draft' where id = $1`, [paid]);
    expect((await api.get(`/courses/${paid}`)).statusCode).toBe(404);
    expect((await api.get('/courses?per_page=100')).json().map((c: CourseSummary) => c.id)).not.toContain(
      paid,
    );
    await t.db.query(`update courses set status = 'publish' where id = $1`, [paid]);
  });
});

describe('the content version reader', () => {
  it('lets callers that come during a read share the next read, which starts after they came', async () => {
    const pending: ((rows: { version: number }[]) => void)[] = [];
    const db = {
      query: vi.fn(() => new Promise((resolve) => pending.push(resolve))),
    } as unknown as Database;
    const read = contentVersionReader(db);
    const first = read();
    const second = read();
    const third = read();
    expect(db.query).toHaveBeenCalledTimes(1);
    pending[0]!([{ version: 1 }]);
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(db.query).toHaveBeenCalledTimes(2));
    pending[1]!([{ version: 2 }]);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const fourth = read();
    expect(db.query).toHaveBeenCalledTimes(3);
    pending[2]!([{ version: 3 }]);
    expect(await fourth).toBe(3);
  });

  it('where this process is the only writer, reads the number again only after a write', async () => {
    let writes = 0;
    let version = 7;
    const db = {
      localWrites: () => writes,
      query: vi.fn(async () => [{ version }]),
    } as unknown as Database;
    const read = contentVersionReader(db);
    expect(await read()).toBe(7);
    expect(await read()).toBe(7);
    expect(db.query).toHaveBeenCalledTimes(1);
    version = 8;
    writes++;
    expect(await read()).toBe(8);
    expect(db.query).toHaveBeenCalledTimes(2);
  });
});
