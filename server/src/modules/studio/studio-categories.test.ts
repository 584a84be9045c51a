import { categoriesApi } from '@studovna/core/contract';
import { studioCategoriesApi as C, studioCoursesApi as K } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { multipartBody } from '../assignments/assignment-test-kit';
import { pngOf } from '../users/profile-test-kit';
import { courseBody, studioUsers } from './studio-test-kit';

describe.each(testDatabases)('the studio’s categories, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
  });
  afterAll(() => t?.close());

  const cover = (id: number, token: string, file: { name: string; data: Buffer; type: string }) => {
    const { payload, contentType } = multipartBody({}, [{ ...file, field: 'file' }]);
    return t.app.inject({
      method: 'POST',
      url: `/wp-json/studovna/v1/studio/categories/${id}/image`,
      payload,
      headers: { host: 'localhost:3000', 'content-type': contentType, authorization: `Bearer ${token}` },
    });
  };

  it('lets the team create a category, the slug made from the name, and the app shows it once it has a course', async () => {
    const res = await api.call(
      C.createCategory,
      {
        body: {
          name: 'Přijímačky na medicínu',
          description: 'Biologie, chemie, fyzika.',
          subscription: ['osp'],
        },
      },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      slug: 'prijimacky-na-medicinu',
      courses: { publish: 0, draft: 0, future: 0 },
    });
    const list = (await api.call(C.listCategories, {}, { token: admin.token })).json();
    expect(list.categories.at(-1).id).toBe(created.id);

    const course = (
      await api.call(
        K.createCourse,
        { body: { title: 'Biologie buňky', category_id: created.id } },
        { token: admin.token },
      )
    ).json().data;
    const appList = async () =>
      (await api.call(categoriesApi.userCategories, {})).json().map((c: { slug: string }) => c.slug);
    expect(await appList()).not.toContain('prijimacky-na-medicinu');
    const body = { ...(await courseBody(api, admin.token, course.id)), status: 'publish' as const };
    await api.call(K.updateCourse, { params: { id: course.id }, body }, { token: admin.token });
    expect(await appList()).toContain('prijimacky-na-medicinu');

    const refused = await api.call(C.deleteCategory, { params: { id: created.id } }, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Kategorie má kurzy (1). Nejdřív je přesuň do jiné kategorie.');
  });

  it('refuses a taken slug, a wrong plan code and an empty name on their fields', async () => {
    const res = await api.call(
      C.createCategory,
      { body: { name: '', slug: 'osp', description: '', subscription: ['lf'] } },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      name: 'Tohle pole je potřeba vyplnit.',
      slug: 'Tuto adresu už používá jiný kurz nebo kategorie. Zvol jinou.',
      'subscription.0': 'Kategorie může vyžadovat jen studijní plán, který se prodává: osp, zsv nebo tsp.',
    });
  });

  it('shows instructors the categories read-only', async () => {
    const list = (await api.call(C.listCategories, {}, { token: instructor.token })).json();
    expect(list.may_edit).toBe(false);
    const res = await api.call(
      C.updateCategory,
      { params: { id: list.categories[0].id }, body: { name: 'Jinak', description: '', subscription: [] } },
      { token: instructor.token },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Kategorie a studijní plány mění jen tým Studovny.');
  });

  it('orders the categories only with every category named once', async () => {
    const ids: number[] = (await api.call(C.listCategories, {}, { token: admin.token }))
      .json()
      .categories.map((c: { id: number }) => c.id);
    const missing = await api.call(
      C.orderCategories,
      { body: { ids: ids.slice(1) } },
      { token: admin.token },
    );
    expect(missing.statusCode).toBe(409);
    const reversed = [...ids].reverse();
    const res = await api.call(C.orderCategories, { body: { ids: reversed } }, { token: admin.token });
    expect(res.json().data.categories.map((c: { id: number }) => c.id)).toEqual(reversed);
  });

  it('takes a cover that is a picture, refuses text dressed as one, and keeps nothing of a refusal', async () => {
    const id = (await api.call(C.listCategories, {}, { token: admin.token })).json().categories[0].id;
    const fake = await cover(id, admin.token, {
      name: 'obalka.png',
      data: Buffer.from('není to obrázek'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('Obálka musí být obrázek ve formátu JPG, PNG, WebP nebo GIF.');
    const res = await cover(id, admin.token, {
      name: 'obalka.png',
      data: await pngOf(1600, 900),
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const image: string = res.json().data.image;
    expect(image).toMatch(/^http:\/\/localhost:3000\/wp-content\/uploads\/covers\/[\w-]+\.webp$/);
    const file = await t.app.inject({
      method: 'GET',
      url: new URL(image).pathname,
      headers: { host: 'localhost:3000' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/webp');
    const byInstructor = await cover(id, instructor.token, {
      name: 'a.png',
      data: await pngOf(64, 64),
      type: 'image/png',
    });
    expect(byInstructor.statusCode).toBe(403);
  });
});
