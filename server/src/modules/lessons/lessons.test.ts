import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonsApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { caller, makeLearner, type Caller } from '../../../test/course-fixtures';
import { enrol, findLesson, userItemOf } from '../quiz/quiz-test-kit';

/** Lessons: reading (previews for everyone), marking as learned, the caller's lessons. */
describe.each(testDatabases)('lessons on %s', (kind) => {
  let t: TestApp;
  let api: Caller;
  let preview: { id: number; courseId: number };
  let lesson: { id: number; courseId: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = caller(t);
    preview = await findLesson(t, true);
    lesson = await findLesson(t, false);
  });
  afterAll(() => t.close());

  it('a preview lesson is open to guests; others need a login (401) and the course (403)', async () => {
    const res = await api.get(`/lessons/${preview.id}`);
    expect(res.statusCode).toBe(200);
    const body = lessonsApi.getLesson.response.parse(res.json());
    expect(body).toMatchObject({
      id: preview.id,
      results: { status: '' },
      can_finish_course: false,
      video_intro: '',
      assigned: { course: { id: preview.courseId } },
    });
    expect(body.content.length).toBeGreaterThan(100);
    expect(body.duration).toMatch(/^\d+\u00a0min$/);
    expect((await api.get(`/lessons/${lesson.id}`)).statusCode).toBe(401);
    const me = await makeLearner(t);
    const outside = await api.get(`/lessons/${lesson.id}`, me.token);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'learning_not_enrolled' });
    await enrol(t, me.id, lesson.courseId);
    expect((await api.get(`/lessons/${lesson.id}`, me.token)).statusCode).toBe(200);
  });

  it('an unknown lesson, or a quiz id, is 404 with a code; a bad id is 400', async () => {
    const me = await makeLearner(t);
    const [quiz] = await t.db.query<{ id: number }>(`select id from items where type = 'lp_quiz' limit 1`);
    for (const id of [99999999, quiz!.id]) {
      const res = await api.get(`/lessons/${id}`, me.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'lesson_not_found',
        message: 'Lekce neexistuje.',
        data: { status: 404 },
      });
    }
    expect((await api.get('/lessons/abc', me.token)).statusCode).toBe(400);
    expect((await api.post('/lessons/finish', { id: 'abc' }, me.token)).statusCode).toBe(400);
  });

  it('POST /lessons/finish marks the lesson learned, once; guests and outsiders are refused', async () => {
    const me = await makeLearner(t);
    expect((await api.post('/lessons/finish', { id: lesson.id })).statusCode).toBe(401);
    expect((await api.post('/lessons/finish', { id: lesson.id }, me.token)).statusCode).toBe(403);
    expect(await userItemOf(t, me.id, lesson.id)).toBeNull();
    await enrol(t, me.id, lesson.courseId);
    const first = lessonsApi.finishLesson.response.parse(
      (await api.post('/lessons/finish', { id: lesson.id }, me.token)).json(),
    );
    expect(first).toEqual({
      status: 'success',
      message: 'Lekce je označená jako naučená.',
      data: { results: { status: 'completed' }, can_finish_course: false },
    });
    const again = await api.post('/lessons/finish', { id: lesson.id }, me.token, { 'client-locale': 'en' });
    expect(again.json()).toMatchObject({
      status: 'success',
      message: 'You have already learned this lesson.',
    });
    expect(await userItemOf(t, me.id, lesson.id)).toEqual({ status: 'completed', graduation: 'passed' });
    const [count] = await t.db.query<{ n: number }>(
      'select count(*) as n from user_items where user_id = $1 and item_id = $2',
      [me.id, lesson.id],
    );
    expect(count!.n).toBe(1);
    const read = lessonsApi.getLesson.response.parse(
      (await api.get(`/lessons/${lesson.id}`, me.token)).json(),
    );
    expect(read.results.status).toBe('completed');
  });

  it('the last lesson learned with every other item done lets the course be finished', async () => {
    const me = await makeLearner(t);
    await enrol(t, me.id, lesson.courseId);
    await t.db.query(
      `insert into user_items (user_id, course_id, item_id, status, graduation)
       select $1, course_id, id, 'completed', 'passed' from items where course_id = $2 and id <> $3`,
      [me.id, lesson.courseId, lesson.id],
    );
    const res = await api.post('/lessons/finish', { id: lesson.id }, me.token);
    expect(res.json().data).toEqual({ results: { status: 'completed' }, can_finish_course: true });
    const read = lessonsApi.getLesson.response.parse(
      (await api.get(`/lessons/${lesson.id}`, me.token)).json(),
    );
    expect(read.can_finish_course).toBe(true);
  });

  it('GET /lessons lists the lessons of the caller’s courses, paged, optionally of one course', async () => {
    const me = await makeLearner(t);
    expect((await api.get('/lessons')).statusCode).toBe(401);
    expect((await api.get('/lessons', me.token)).json()).toEqual([]);
    await enrol(t, me.id, lesson.courseId);
    const [other] = await t.db.query<{ id: number }>(
      'select id from courses where id <> $1 order by id limit 1',
      [lesson.courseId],
    );
    await enrol(t, me.id, other!.id, 'finished');
    const expected = await t.db.query<{ id: number; course_id: number }>(
      `select i.id, i.course_id from items i join sections s on s.id = i.section_id
        where i.type = 'lp_lesson' and i.course_id = any($1::int[]) order by i.course_id, s.sort, i.sort`,
      [[lesson.courseId, other!.id]],
    );
    const all = await api.get('/lessons?per_page=100', me.token);
    expect(all.statusCode).toBe(200);
    const lessons = lessonsApi.listLessons.response.parse(all.json());
    expect(lessons.map((l) => l.id)).toEqual(expected.map((e) => e.id));
    expect(all.headers['x-wp-total']).toBe(String(expected.length));
    const page = await api.get('/lessons?per_page=2&page=2', me.token);
    expect(page.json().map((l: { id: number }) => l.id)).toEqual(expected.slice(2, 4).map((e) => e.id));
    expect(page.headers['x-wp-totalpages']).toBe(String(Math.ceil(expected.length / 2)));
    const one = lessonsApi.listLessons.response.parse(
      (await api.get(`/lessons?course=${other!.id}&per_page=100`, me.token)).json(),
    );
    expect(one.map((l) => l.id)).toEqual(expected.filter((e) => e.course_id === other!.id).map((e) => e.id));
  });
});
