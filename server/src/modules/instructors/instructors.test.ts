import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructorsApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, courseId, makeLearner, SLUGS, type Caller } from '../../../test/course-fixtures';

describe.each(testDatabases)('GET /instructors on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
  });
  afterAll(() => t.close());

  it('lists the instructors with their courses and distinct students, most students first', async () => {
    const res = await api.get('/instructors?v=1');
    expect(res.statusCode).toBe(200);
    const list = instructorsApi.listInstructors.response.parse(res.json());
    expect(list).toHaveLength(6);
    expect(res.headers['x-wp-total']).toBe('6');
    const expected = await t.db.query<{ id: number; courses: number; students: number }>(
      `select u.id, count(distinct c.id) as courses,
              (select count(distinct uc.user_id) from user_courses uc join courses k on k.id = uc.course_id
                where k.author_id = u.id and uc.status in ('enrolled', 'finished')) as students
         from users u join courses c on c.author_id = u.id where 'lp_teacher' = any(u.roles) group by u.id`,
    );
    for (const instructor of list) {
      const row = expected.find((e) => e.id === instructor.id)!;
      expect(instructor.instructor_data).toEqual({ total_courses: row.courses, total_users: row.students });
    }
    const students = list.map((i) => i.instructor_data.total_users);
    expect(students).toEqual([...students].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({
      nickname: 'Tereza Dvořáková',
      avatar_url: 'http://localhost:3000/wp-content/uploads/seed/osp-avatar-dvorakova.svg',
      instructor_data: { total_courses: 1, total_users: 25 },
    });
    expect(list[0]!.description).toContain('gymnáziu');
  });

  it('counts a learner once across an instructor’s courses, and learners only after enrolment', async () => {
    const me = await makeLearner(t);
    const free = await courseId(t, SLUGS.tspFree);
    const [{ author_id }] = (await t.db.query<{ author_id: number }>(
      'select author_id from courses where id = $1',
      [free],
    )) as [{ author_id: number }];
    const studentsOf = async () =>
      (
        (await api.get('/instructors?per_page=100')).json() as {
          id: number;
          instructor_data: { total_users: number };
        }[]
      ).find((i) => i.id === author_id)!.instructor_data.total_users;
    const before = await studentsOf();
    await t.db.query(`insert into courses (slug, title, author_id) values ('druhy-kurz', 'Druhý kurz', $1)`, [
      author_id,
    ]);
    const second = await courseId(t, 'druhy-kurz');
    await api.post('/courses/enroll', { id: free }, me.token);
    await api.post('/courses/enroll', { id: second }, me.token);
    expect(await studentsOf()).toBe(before + 1);
  });

  it('pages, and refuses bad paging with 400', async () => {
    const page = await api.get('/instructors?per_page=4&page=2');
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect((await api.get('/instructors?per_page=x')).statusCode).toBe(400);
  });
});
