import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, type Caller } from '../../../test/course-fixtures';

const DAY = 86_400_000;

describe.each(testDatabases)('GET /courses/upcoming on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  it('lists the announced courses soonest first, with absolute images (not taken for a course id)', async () => {
    const res = await api.get('/courses/upcoming?v=5');
    expect(res.statusCode).toBe(200);
    const list = upcomingApi.listUpcomingCourses.response.parse(res.json());
    expect(list.map((c) => c.Title)).toEqual([
      'Živé soustředění: OSP nanečisto',
      'ZSV: Aktuality z politiky a ekonomiky',
      'TSP: Prostorová představivost pro pokročilé',
    ]);
    // seeded relative to the seeding time: in 2, 9 and 30 days
    const [{ seeded }] = (await t.db.query<{ seeded: Date }>(
      `select created_at as seeded from users where username = 'jana'`,
    )) as [{ seeded: Date }];
    expect(list.map((c) => Math.round((Date.parse(c.StartTime) - seeded.getTime()) / DAY))).toEqual([
      2, 9, 30,
    ]);
    expect(list[0]!.Image).toBe('http://localhost:3000/wp-content/uploads/seed/osp-category.svg');
    expect(list[0]!.Content).toContain('<p>');
  });

  it('leaves out courses that opened more than a day ago', async () => {
    await t.db.query(
      `insert into upcoming_courses (title, start_time) values ('Dávno', now() - interval '3 days'), ('Právě začal', now() - interval '1 hour')`,
    );
    const titles = (await api.get('/courses/upcoming')).json().map((c: { Title: string }) => c.Title);
    expect(titles[0]).toBe('Právě začal');
    expect(titles).not.toContain('Dávno');
  });
});
