import { commentsApi } from '@studovna/core/contract';
import { studioModerationApi as M } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { DEMO_STUDIO_ACCOUNTS } from './demo-accounts';

/** The demo's comments: the studio's „Moderace" of a fresh install lists them, the app shows the thread. */
describe.each(testDatabases)('seeded comments on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
  });
  afterAll(() => t?.close());

  const moderation = async (username: string) => {
    const { token } = await tokenOf(t, username);
    const res = await api.call(M.listComments, { query: { per_page: 100 } }, { token });
    expect(res.statusCode, res.body).toBe(200);
    return M.listComments.response.parse(res.json());
  };

  it('the team sees the reported advert first, then a question answered by a learner and its instructor', async () => {
    const team = await moderation(DEMO_STUDIO_ACCOUNTS.administrator.username);
    expect(team.reported).toBe(1);
    expect(team.comments.map((c) => [c.author.name, c.post.title, c.reports, c.badge, c.state])).toEqual([
      ['Petr Čermák', 'Světová náboženství v kostce', 2, null, 'visible'],
      ['Ing. Martin Kučera', 'Logické úsudky: co opravdu vyplývá', 0, 'instructor', 'visible'],
      ['Matěj Beneš', 'Logické úsudky: co opravdu vyplývá', 0, null, 'visible'],
      ['Tereza Pokorná', 'Logické úsudky: co opravdu vyplývá', 0, null, 'visible'],
      ['Veronika Urbanová', 'Světová náboženství v kostce', 0, null, 'visible'],
    ]);
    expect(team.comments[0]!.report_reasons).toEqual(['spam']);
    expect(team.comments[1]!.in_reply_to).toMatchObject({ author: 'Tereza Pokorná' });
    expect(team.comments[1]!.content).toContain('obrácení implikace');
  });

  it('the instructor sees the thread of his course; lektorka.dvorakova’s courses have no comments', async () => {
    const kucera = await moderation(DEMO_STUDIO_ACCOUNTS.analyticsInstructor.username);
    expect(kucera.comments.map((c) => c.author.name)).toEqual([
      'Ing. Martin Kučera',
      'Matěj Beneš',
      'Tereza Pokorná',
    ]);
    expect(kucera.reported).toBe(0);
    const dvorakova = await moderation(DEMO_STUDIO_ACCOUNTS.instructor.username);
    expect(dvorakova).toMatchObject({ comments: [], total: 0, reported: 0 });
  });

  it('the app shows the question with both answers in one thread, the newest first', async () => {
    const [item] = await t.db.query<{ id: number }>(
      `select i.id from items i join courses c on c.id = i.course_id
        where c.slug = 'osp-analyticky-a-kvantitativni-oddil' and i.title = 'Logické úsudky: co opravdu vyplývá'`,
    );
    // a lesson of a paid course, read by a learner of it
    const { token } = await tokenOf(t, 'adela.ruzickova');
    const res = await api.call(commentsApi.listComments, { query: { post: item!.id } }, { token });
    expect(res.statusCode, res.body).toBe(200);
    const thread = res.json() as { author_name: string; children?: { author_name: string }[] }[];
    expect(thread.map((c) => [c.author_name, (c.children ?? []).map((r) => r.author_name)])).toEqual([
      ['Tereza Pokorná', ['Ing. Martin Kučera', 'Matěj Beneš']],
    ]);
  });
});
