import { reviewsApi } from '@studovna/core/contract';
import { studioModerationApi as M, type ModerationReview } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  courseId,
  makeLearner,
  SLUGS,
  type Caller,
  type TestLearner,
} from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';

/**
 * Moderating reviews (decision 0029): a hidden or deleted review leaves the course's list, its counts and
 * its average (the course list and detail's rating too); only its author reads the reason; the course's
 * instructor and the team may do it, nobody else; every refusal writes nothing.
 */
describe.each(testDatabases)('moderating reviews, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let lp: Caller;
  let admin: TestLearner;
  let instructor: TestLearner;
  let stranger: TestLearner;
  let course: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    lp = caller(t);
    ({ admin, instructor } = await studioUsers(t));
    stranger = await makeLearner(t, ['lp_teacher']);
    course = await courseId(t, SLUGS.ospFree);
  });
  afterAll(() => t?.close());

  const summary = async (token?: string) =>
    reviewsApi.courseReviews.response.parse(
      (await lp.get(`/review/course/${course}?per_page=100`, token)).json(),
    ).data;
  const moderate = (who: TestLearner, id: number, body: Record<string, unknown>) =>
    api.call(M.moderateReview, { params: { id }, body }, { token: who.token });
  const stored = async (id: number) =>
    (
      await t.db.query<Record<string, unknown>>(
        `select r.title, r.content, r.moderation, r.moderation_reason,
                (select count(*)::int from audit_log a where a.entity = 'review' and a.entity_id = r.id) as logged
           from reviews r where r.id = $1`,
        [id],
      )
    )[0];

  it('hides a one-star review: gone from the list, the counts and the average; its author alone reads why', async () => {
    const author = await makeLearner(t);
    expect((await lp.post('/courses/enroll', { id: course }, author.token)).statusCode).toBe(200);
    const posted = await lp.post(
      '/review/submit',
      { course, rating: 1, title: 'Odpad', content: 'Lektor je idiot.' },
      author.token,
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const before = await summary();
    const list = await api.call(
      M.listReviews,
      { query: { course, per_page: 100 } },
      { token: instructor.token },
    );
    const row = (list.json().reviews as ModerationReview[])[0]!;
    expect(row).toMatchObject({ author: { id: author.id }, rating: 1, title: 'Odpad', state: 'visible' });
    expect(list.json().courses).toContainEqual({ id: course, title: expect.any(String) });
    const foreignList = await api.call(
      M.listReviews,
      { query: { per_page: 100 } },
      { token: stranger.token },
    );
    expect((foreignList.json().reviews as ModerationReview[]).map((r) => r.id)).not.toContain(row.id);

    const notYours = await moderate(stranger, row.id, { action: 'hide', reason: 'Urážka' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ code: 'moderation_not_yours' });
    const tooLong = await moderate(instructor, row.id, { action: 'hide', reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'studio_invalid',
      data: { fields: { reason: 'Důvod může mít nejvýše 1000 znaků.' } },
    });
    expect(await stored(row.id)).toMatchObject({ moderation: null, logged: 0 });

    const hidden = await moderate(instructor, row.id, {
      action: 'hide',
      reason: 'Osobní urážky nezveřejňujeme.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      data: { state: 'hidden', moderation: { reason: 'Osobní urážky nezveřejňujeme.' } },
    });

    const after = await summary();
    expect(after.total).toBe(before.total - 1);
    expect(after.counts?.['1']).toBe((before.counts?.['1'] ?? 0) - 1);
    expect(after.rating).toBeGreaterThan(before.rating);
    expect(JSON.stringify(after)).not.toMatch(/idiot|Odpad/);
    expect((await lp.get(`/courses/${course}`)).json().rating).toBe(after.rating);
    const listed = (await lp.get('/courses?per_page=100')).json() as { id: number; rating: number }[];
    expect(listed.find((c) => c.id === course)?.rating).toBe(after.rating);
    const other = await makeLearner(t);
    expect((await summary(other.token)).own_moderation).toBeUndefined();

    const mine = await summary(author.token);
    expect(mine).toMatchObject({
      reviewed: true,
      own_moderation: {
        state: 'hidden',
        by: 'instructor',
        reason: 'Osobní urážky nezveřejňujeme.',
        title: 'Odpad',
      },
    });

    const restored = await moderate(admin, row.id, { action: 'restore' });
    expect(restored.json()).toMatchObject({
      message: 'Příspěvek je znovu vidět.',
      data: { state: 'visible' },
    });
    expect((await summary()).total).toBe(before.total);

    const deleted = await moderate(admin, row.id, { action: 'delete', reason: 'Vulgarity.' });
    expect(deleted.json()).toMatchObject({ data: { state: 'deleted', title: '', content: '' } });
    expect(await stored(row.id)).toMatchObject({ title: '', content: '', moderation: 'deleted', logged: 3 });
    expect((await summary(author.token)).own_moderation).toMatchObject({
      state: 'deleted',
      by: 'team',
      title: '',
    });
    const again = await moderate(instructor, row.id, { action: 'restore' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'moderation_conflict',
      message: expect.stringContaining('smazaný'),
    });
    const [log] = await t.db.query<{ changes: Record<string, { from: unknown; to: unknown }> }>(
      `select changes from audit_log where entity = 'review' and entity_id = $1 and action = 'delete'`,
      [row.id],
    );
    expect(log!.changes).toMatchObject({
      state: { from: 'visible', to: 'deleted' },
      reason: { to: 'Vulgarity.' },
    });
  });

  it('answers 404 for a review that does not exist', async () => {
    const res = await moderate(admin, 999_999, { action: 'hide', reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'moderation_not_found',
      message: expect.stringContaining('nenajdeme'),
    });
  });
});
