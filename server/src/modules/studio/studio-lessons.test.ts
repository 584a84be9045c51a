import { lessonsApi } from '@studovna/core/contract';
import { studioCoursesApi as K, studioLessonsApi as L } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../assignments/assignment-test-kit';
import { pngOf } from '../users/profile-test-kit';
import { studioUsers } from './studio-test-kit';

describe.each(testDatabases)('the studio’s lessons, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  let own: { lesson: number; course: number };
  let others: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
    const lessonOf = async (mine: boolean) => {
      const list = (
        await api.call(K.listCourses, { query: { per_page: 100 } }, { token: instructor.token })
      ).json();
      for (const row of list.courses.filter((c: { may_edit: boolean }) => c.may_edit === mine)) {
        const course = (
          await api.call(K.getCourse, { params: { id: row.id } }, { token: instructor.token })
        ).json();
        const lesson = course.sections
          .flatMap((s: { items: { id: number; type: string; preview: boolean }[] }) => s.items)
          .find((i: { type: string; preview: boolean }) => i.type === 'lp_lesson' && i.preview);
        if (lesson) return { lesson: lesson.id as number, course: row.id as number };
      }
      throw new Error('no lesson');
    };
    own = await lessonOf(true);
    others = (await lessonOf(false)).lesson;
  });
  afterAll(() => t?.close());

  const body = (change: Record<string, unknown> = {}) => ({
    title: 'Analogie krok za krokem',
    content:
      '<p>Vztah $a:b = c:d$</p><img src="https://example.cz/a.png" onerror="x()"><script>alert(1)</script>',
    video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    preview: true,
    duration_minutes: 20,
    ...change,
  });

  it('saves the text sanitised and the video as its player, and the app’s lesson shows both', async () => {
    const res = await api.call(
      L.updateLesson,
      { params: { id: own.lesson }, body: body() },
      { token: instructor.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      content: '<p>Vztah $a:b = c:d$</p><img src="https://example.cz/a.png" />',
      video_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      may_edit: true,
    });
    const inApp = (await api.call(lessonsApi.getLesson, { params: { id: own.lesson } })).json();
    expect(inApp).toMatchObject({
      name: 'Analogie krok za krokem',
      video_intro: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      content: '<p>Vztah $a:b = c:d$</p><img src="https://example.cz/a.png" />',
    });
    const log = (
      await api.call(K.courseAudit, { params: { id: own.course } }, { token: admin.token })
    ).json();
    expect(log.entries[0]).toMatchObject({ entity: 'lesson', entity_id: own.lesson, action: 'update' });
    expect(Object.keys(log.entries[0].changes)).toEqual(expect.arrayContaining(['title', 'video_url']));
  });

  it('refuses a video from elsewhere and a wrong length on their fields, writing nothing', async () => {
    const before = (
      await api.call(L.getLesson, { params: { id: own.lesson } }, { token: instructor.token })
    ).json();
    const res = await api.call(
      L.updateLesson,
      {
        params: { id: own.lesson },
        body: body({ video_url: 'https://example.com/a.mp4', duration_minutes: -5, title: 'Jiný' }),
      },
      { token: instructor.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      video_url:
        'Vlož adresu videa z YouTube nebo Vimea (třeba https://youtu.be/… nebo https://vimeo.com/…), nebo pole nech prázdné.',
      duration_minutes: 'Délka je celý počet minut od 0 do 600.',
    });
    expect(
      (await api.call(L.getLesson, { params: { id: own.lesson } }, { token: instructor.token })).json(),
    ).toEqual(before);
  });

  it('shows another author’s lesson read-only and refuses to change it', async () => {
    const read = await api.call(L.getLesson, { params: { id: others } }, { token: instructor.token });
    expect(read.json().may_edit).toBe(false);
    const res = await api.call(
      L.updateLesson,
      { params: { id: others }, body: body() },
      { token: instructor.token },
    );
    expect(res.statusCode).toBe(403);
  });

  it('stores a picture for a text, not wider than 1600 px, and refuses what is not one', async () => {
    const send = async (file: { name: string; data: Buffer; type: string }) => {
      const { payload, contentType } = multipartBody({}, [{ ...file, field: 'file' }]);
      return t.app.inject({
        method: 'POST',
        url: '/wp-json/studovna/v1/studio/media/images',
        payload,
        headers: {
          host: 'localhost:3000',
          'content-type': contentType,
          authorization: `Bearer ${instructor.token}`,
        },
      });
    };
    const res = await send({ name: 'graf.png', data: await pngOf(2400, 1200), type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 1600, height: 800 });
    expect(res.json().url).toMatch(/^http:\/\/localhost:3000\/wp-content\/uploads\/media\/[\w-]+\.webp$/);
    const bad = await send({
      name: 'graf.png',
      data: Buffer.from('<svg onload="x()"></svg>'),
      type: 'image/png',
    });
    expect(bad.statusCode).toBe(400);
  });
});
