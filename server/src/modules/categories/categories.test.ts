import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesApi } from '@studovna/core/contract';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';

describe.each(testDatabases)('categories on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

  it('GET /wp/v2/course_category lists the three families with premium codes, paged', async () => {
    const res = await get('/wp-json/wp/v2/course_category?v=0.123');
    expect(res.statusCode).toBe(200);
    const list = categoriesApi.listCategories.response.parse(res.json());
    expect(list.map((c) => [c.slug, c.meta.subscription, c.count])).toEqual([
      ['osp', ['osp'], 2],
      ['tsp', ['tsp'], 2],
      ['zsv', ['zsv'], 2],
    ]);
    expect(res.headers['x-wp-total']).toBe('3');
    const page = await get('/wp-json/wp/v2/course_category?per_page=2&page=2&orderby=slug&order=desc');
    expect(page.json().map((c: { slug: string }) => c.slug)).toEqual(['osp']);
    expect(page.headers['x-wp-totalpages']).toBe('2');
  });

  it('GET /users/categories is ordered by count then by the families order', async () => {
    const res = await get('/wp-json/learnpress/v1/users/categories?orderby=count&order=desc');
    expect(res.json().map((c: { slug: string }) => c.slug)).toEqual(['osp', 'zsv', 'tsp']);
  });

  it('refuses a bad parameter with 400 and a code', async () => {
    const res = await get('/wp-json/wp/v2/course_category?per_page=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { 'querystring.per_page': expect.any(String) } },
    });
  });
});
