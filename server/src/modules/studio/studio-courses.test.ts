import { coursesApi } from '@studovna/core/contract';
import { studioCoursesApi as K } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { courseBody, studioUsers } from './studio-test-kit';

describe.each(testDatabases)('the studio’s courses, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  let learner: TestLearner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
    learner = await makeLearner(t);
  });
  afterAll(() => t?.close());

  const ownCourse = async () => {
    const res = await api.call(K.listCourses, { query: { mine: '1' } }, { token: instructor.token });
    return (res.json() as { courses: { id: number; items: number }[] }).courses.find((c) => c.items > 1)!.id;
  };
  const othersCourse = async () => {
    const res = await api.call(K.listCourses, {}, { token: instructor.token });
    return (res.json() as { courses: { id: number; may_edit: boolean }[] }).courses.find((c) => !c.may_edit)!
      .id;
  };

  it('lists every course for the team and puts an instructor’s own first, others read-only', async () => {
    const all = (await api.call(K.listCourses, { query: { per_page: 100 } }, { token: admin.token })).json();
    expect(all.role).toBe('administrator');
    expect(all.total).toBeGreaterThan(5);
    expect(all.courses.every((c: { may_edit: boolean }) => c.may_edit)).toBe(true);
    const mine = (
      await api.call(K.listCourses, { query: { per_page: 100 } }, { token: instructor.token })
    ).json();
    expect(mine.role).toBe('instructor');
    const flags = mine.courses.map((c: { may_edit: boolean }) => c.may_edit);
    expect(flags[0]).toBe(true);
    expect(flags.lastIndexOf(true)).toBeLessThan(flags.indexOf(false));
    expect(mine.courses.filter((c: { author: { id: number } }) => c.author.id === instructor.id).length).toBe(
      flags.filter(Boolean).length,
    );
  });

  it('refuses a learner with the studio’s message', async () => {
    const res = await api.call(K.listCourses, {}, { token: learner.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'studio_forbidden',
      message: 'Do studia mají přístup jen autoři kurzů a tým Studovny.',
    });
  });

  it('creates a draft that no learner or guest sees anywhere, publishes it, and logs both', async () => {
    const created = await api.call(
      K.createCourse,
      { body: { title: 'Logika pro začátečníky', category_id: 1 } },
      { token: instructor.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const course = created.json().data;
    expect(course).toMatchObject({ status: 'draft', slug: 'logika-pro-zacatecniky', may_edit: true });
    expect(course.sections).toEqual([expect.objectContaining({ title: 'Úvod', items: [] })]);

    const asGuest = await api.call(coursesApi.getCourse, { params: { id: course.id } });
    expect(asGuest.statusCode).toBe(404);
    const asLearner = await api.call(
      coursesApi.getCourse,
      { params: { id: course.id } },
      { token: learner.token },
    );
    expect(asLearner.statusCode).toBe(404);
    const search = await api.call(coursesApi.listCourses, { query: { search: 'Logika pro začátečníky' } });
    expect(search.json()).toEqual([]);

    const body = {
      ...(await courseBody(api, instructor.token, course.id)),
      status: 'publish' as const,
      excerpt: 'Úvod do úsudků.',
    };
    const published = await api.call(
      K.updateCourse,
      { params: { id: course.id }, body },
      { token: instructor.token },
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Uloženo.', data: { status: 'publish' } });
    const seen = await api.call(coursesApi.getCourse, { params: { id: course.id } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ name: 'Logika pro začátečníky', excerpt: 'Úvod do úsudků.' });

    const audit = (
      await api.call(K.courseAudit, { params: { id: course.id } }, { token: admin.token })
    ).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(audit.entries[0]).toMatchObject({
      who: { id: instructor.id },
      changes: { status: { from: 'draft', to: 'publish' }, excerpt: { from: '', to: 'Úvod do úsudků.' } },
    });
  });

  it('answers each wrong field with its message and writes nothing', async () => {
    const id = await ownCourse();
    const before = await courseBody(api, instructor.token, id);
    const res = await api.call(
      K.updateCourse,
      {
        params: { id },
        body: {
          ...before,
          title: ' ',
          slug: 'Špatná adresa',
          price: 100,
          sale_price: 150,
          status: 'future',
          published_at: '2020-01-01T00:00:00Z',
          category_ids: [],
        },
      },
      { token: instructor.token, headers: { 'client-locale': 'cs' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'studio_invalid',
      message: 'Některá pole nejsou vyplněná správně. Oprav je prosím a ulož znovu.',
      data: {
        status: 400,
        fields: {
          title: 'Tohle pole je potřeba vyplnit.',
          slug: 'Adresa může obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.',
          category_ids: 'Vyber aspoň jednu kategorii.',
          sale_price: 'Cena ve slevě musí být nižší než běžná cena.',
          published_at: 'Naplánovat lze jen do budoucna. Pro zveřejnění hned zvol „Zveřejněný".',
        },
      },
    });
    expect(await courseBody(api, instructor.token, id)).toEqual(before);
    const english = await api.call(
      K.updateCourse,
      { params: { id }, body: { ...before, title: '' } },
      { token: instructor.token, headers: { 'client-locale': 'en' } },
    );
    expect(english.json().data.fields).toEqual({ title: 'This field is required.' });
  });

  it('keeps an author’s HTML to the allowed structure', async () => {
    const id = await ownCourse();
    const body = {
      ...(await courseBody(api, instructor.token, id)),
      content:
        '<p onclick="x()">Vzorec $a^2+b^2=c^2$</p><script>alert(1)</script><a href="javascript:x()">odkaz</a>',
    };
    const res = await api.call(K.updateCourse, { params: { id }, body }, { token: instructor.token });
    expect(res.json().data.content).toBe('<p>Vzorec $a^2+b^2=c^2$</p><a>odkaz</a>');
  });

  it('lets an instructor read another’s course but not change it; the team may, and hand it over', async () => {
    const id = await othersCourse();
    expect(
      (await api.call(K.getCourse, { params: { id } }, { token: instructor.token })).json().may_edit,
    ).toBe(false);
    const body = await courseBody(api, instructor.token, id);
    const refused = await api.call(
      K.updateCourse,
      { params: { id }, body: { ...body, title: 'Cizí' } },
      { token: instructor.token },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'studio_not_yours' });
    expect((await courseBody(api, admin.token, id)).title).toBe(body.title);

    const notAuthor = await api.call(
      K.updateCourse,
      { params: { id }, body: { ...body, author_id: learner.id } },
      { token: admin.token },
    );
    expect(notAuthor.json().data.fields).toEqual({
      author_id: 'Autorem kurzu může být jen lektor nebo člen týmu.',
    });
    const handed = await api.call(
      K.updateCourse,
      { params: { id }, body: { ...body, author_id: instructor.id } },
      { token: admin.token },
    );
    expect(handed.json().data.author.id).toBe(instructor.id);
    expect(
      (await api.call(K.getCourse, { params: { id } }, { token: instructor.token })).json().may_edit,
    ).toBe(true);
  });

  it('reorders the curriculum, adds a section and items, and refuses a curriculum that loses an item', async () => {
    const id = await ownCourse();
    const course = (await api.call(K.getCourse, { params: { id } }, { token: instructor.token })).json();
    const items: number[] = course.sections.flatMap((s: { items: { id: number }[] }) =>
      s.items.map((i) => i.id),
    );
    expect(items.length).toBeGreaterThan(1);
    const lost = await api.call(
      K.saveCurriculum,
      {
        params: { id },
        body: { sections: [{ id: course.sections[0].id, title: 'Vše', items: items.slice(1) }] },
      },
      { token: instructor.token },
    );
    expect(lost.statusCode).toBe(409);
    const saved = await api.call(
      K.saveCurriculum,
      {
        params: { id },
        body: {
          sections: [
            { title: 'Nová první sekce', items: [items[items.length - 1]!] },
            ...course.sections.map((s: { id: number; title: string; items: { id: number }[] }) => ({
              id: s.id,
              title: s.title,
              items: s.items.map((i) => i.id).filter((i) => i !== items[items.length - 1]),
            })),
          ],
        },
      },
      { token: instructor.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().data.sections;
    expect(after[0]).toMatchObject({ title: 'Nová první sekce', items: [{ id: items[items.length - 1] }] });
    const added = await api.call(
      K.createItem,
      { params: { id }, body: { section_id: after[0].id, type: 'lp_quiz', title: 'Kontrolní kvíz' } },
      { token: instructor.token },
    );
    expect(added.json().data.sections[0].items.map((i: { title: string }) => i.title)).toEqual([
      after[0].items[0].title,
      'Kontrolní kvíz',
    ]);
    const log = (await api.call(K.courseAudit, { params: { id } }, { token: instructor.token })).json();
    expect(log.entries.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'create',
      'curriculum',
    ]);
  });

  it('shows an edit on every process sharing the database at once', async () => {
    if (!t.secondServer) return expect(kind).toBe('pglite');
    const other = http(await t.secondServer());
    const id = await ownCourse();
    const seen = async (api2: Http) =>
      (await api2.call(coursesApi.getCourse, { params: { id } })).json() as { name: string };
    expect((await seen(other)).name).toBe((await seen(api)).name);
    const body = { ...(await courseBody(api, instructor.token, id)), title: 'Přejmenovaný kurz' };
    await api.call(K.updateCourse, { params: { id }, body }, { token: instructor.token });
    expect((await seen(other)).name).toBe('Přejmenovaný kurz');
  });

  it('publishes a scheduled course when its time comes', async () => {
    const created = (
      await api.call(
        K.createCourse,
        { body: { title: 'Naplánovaný kurz', category_id: 1 } },
        { token: admin.token },
      )
    ).json().data;
    const at = new Date(Date.now() + 2_000).toISOString();
    const body = {
      ...(await courseBody(api, admin.token, created.id)),
      status: 'future' as const,
      published_at: at,
    };
    const res = await api.call(K.updateCourse, { params: { id: created.id }, body }, { token: admin.token });
    expect(res.json().data).toMatchObject({ status: 'future', published_at: at });
    expect((await api.call(coursesApi.getCourse, { params: { id: created.id } })).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const { publishDueCourses } = await import('./studio-courses.repository');
    expect(await publishDueCourses(t.db)).toBe(1);
    expect((await api.call(coursesApi.getCourse, { params: { id: created.id } })).statusCode).toBe(200);
  });
});
