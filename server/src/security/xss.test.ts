import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LP, courseId, makeLearner, SLUGS } from '../../test/course-fixtures';
import { http, type Http } from '../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';

/** What a learner types that a browser would run: scripts, handlers, script links, svg, style tricks. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">klikni</a>',
  '<svg onload=alert(4)><circle r=1 /></svg>',
  '<div style="background:url(javascript:alert(5));width:expression(alert(6))">styl</div>',
  '<iframe src="javascript:alert(7)"></iframe>',
  '"><script>alert(8)</script>',
  '&lt;script&gt;alert(9)&lt;/script&gt;',
  '<a href="JaVaScRiPt&#58;alert(10)">odkaz</a>',
  '&amp;amp;amp;amp;amp;amp;lt;script&amp;amp;amp;amp;amp;amp;gt;alert(11)',
];

/** Markup in a string that a browser given it as HTML would act on. */
export function liveMarkup(text: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(text)) found.push('script element');
  if (/<[^>]*\son[a-z]+\s*=/i.test(text)) found.push('event handler');
  if (/<[^>]*(href|src)\s*=\s*["']?\s*javascript:/i.test(text)) found.push('javascript: link');
  if (/<\s*(svg|iframe|object|embed|style|img)\b/i.test(text)) found.push('active element');
  if (/expression\s*\(/i.test(text) && /<[^>]*style\s*=/i.test(text)) found.push('style expression');
  return found;
}

describe.each(testDatabases)('script payloads come back inert on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let lessonId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    const [lesson] = await t.db.query<{ id: number }>(
      `select i.id from items i join courses c on c.id = i.course_id
        where c.slug = $1 and i.type = 'lp_lesson' order by i.id limit 1`,
      [SLUGS.ospFree],
    );
    lessonId = lesson!.id;
  });
  afterAll(() => t?.close());

  it.each(XSS_PAYLOADS)('a comment: %s', async (payload) => {
    const me = await makeLearner(t);
    const created = await api.post(
      '/wp-json/wp/v2/comments',
      { post: lessonId, content: `Ahoj ${payload} konec` },
      { token: me.token },
    );
    expect([200, 400]).toContain(created.statusCode);
    const list = await api.get(`/wp-json/wp/v2/comments?post=${lessonId}&per_page=100`, { token: me.token });
    expect(list.statusCode).toBe(200);
    const mine = (list.json() as { author: number; content: { rendered: string } }[]).filter(
      (c) => c.author === me.id,
    );
    for (const c of mine) expect(liveMarkup(c.content.rendered), c.content.rendered).toEqual([]);
  });

  it.each(XSS_PAYLOADS)('a review: %s', async (payload) => {
    const me = await makeLearner(t);
    const course = await courseId(t, SLUGS.ospFree);
    await api.post(`${LP}/courses/enroll`, { id: course }, { token: me.token });
    const sent = await api.post(
      `${LP}/review/submit`,
      { course, rating: 4, title: `Název ${payload}`, content: `Text ${payload}` },
      { token: me.token },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const reviews = await api.get(`${LP}/review/course/${course}?per_page=100`);
    const text = JSON.stringify(reviews.json()).replace(/\\"/g, '"');
    expect(liveMarkup(text), text).toEqual([]);
    const [stored] = await t.db.query<{ title: string; content: string }>(
      'select title, content from reviews where user_id = $1',
      [me.id],
    );
    expect(stored!.content).toMatch(/^Text/);
    expect(liveMarkup(`${stored!.title} ${stored!.content}`), stored!.content).toEqual([]);
  });

  it.each(XSS_PAYLOADS)('profile names, nickname and bio: %s', async (payload) => {
    const me = await makeLearner(t);
    const saved = await api.post(
      `${LP}/users/${me.id}`,
      {
        first_name: `Jana ${payload}`.slice(0, 100),
        last_name: `Nová ${payload}`.slice(0, 100),
        nickname: `Janča ${payload}`.slice(0, 100),
        description: `O mně ${payload}`,
      },
      { token: me.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const user = await api.get(`${LP}/users/${me.id}`, { token: me.token });
    const text = JSON.stringify(user.json()).replace(/\\"/g, '"');
    expect(liveMarkup(text), text).toEqual([]);
  });
});
