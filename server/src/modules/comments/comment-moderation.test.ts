import { commentsApi, type Comment } from '@studovna/core/contract';
import { studioModerationApi as M, type ModerationComment } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, SLUGS, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { commentsCaller, enrolledLearner, seededItem, threadOf } from './comments-test-kit';

/**
 * Moderating comments (decision 0029): learners report a comment once, the course's instructor and the team
 * see it first, hide or delete it with a reason its author reads, keep it or show it again, answer in its
 * thread with a badge; what others see of a hidden comment; every refusal with nothing written.
 */
describe.each(testDatabases)('moderating comments, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let instructor: TestLearner;
  let stranger: TestLearner;
  let lesson: number;
  let author: TestLearner;
  let reader: TestLearner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin, instructor } = await studioUsers(t));
    stranger = await makeLearner(t, ['lp_teacher']);
    lesson = await seededItem(t, SLUGS.ospFree, 'lp_lesson', false);
    author = await enrolledLearner(t, SLUGS.ospFree);
    reader = await enrolledLearner(t, SLUGS.ospFree);
  });
  afterAll(() => t?.close());

  const comments = () => commentsCaller(t);
  const post = async (who: TestLearner, content: string, parent = 0) => {
    const thread = threadOf(await comments().create({ post: lesson, content, parent }, who.token));
    const find = (list: Comment[]): Comment | undefined =>
      list
        .flatMap((c) => [c, ...(c.children ?? [])])
        .find((c) => c.author === who.id && c.content.rendered.includes(content)) ??
      list.map((c) => find(c.children ?? [])).find(Boolean);
    return find(thread)!.id;
  };
  const report = (who: TestLearner, id: number, reason = 'offensive') =>
    api.call(commentsApi.reportComment, { params: { id }, body: { reason } }, { token: who.token });
  const list = async (who: TestLearner) => {
    const res = await api.call(
      M.listComments,
      { query: { course: undefined, per_page: 100 } },
      { token: who.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { comments: ModerationComment[]; total: number; reported: number };
  };
  const moderate = (who: TestLearner, id: number, body: Record<string, unknown>) =>
    api.call(M.moderateComment, { params: { id }, body }, { token: who.token });
  const threadFor = async (who: TestLearner) => {
    const res = await comments().list(`post=${lesson}&per_page=100`, who.token);
    return { thread: threadOf(res), total: Number(res.headers['x-wp-total']) };
  };
  const flat = (thread: readonly Comment[]): Comment[] =>
    thread.flatMap((c) => [c, ...flat(c.children ?? [])]);
  const stored = async (id: number) =>
    (
      await t.db.query<Record<string, unknown>>(
        `select c.content, c.moderation, c.moderation_reason,
                (select count(*)::int from comment_reports r where r.comment_id = c.id) as reports,
                (select count(*)::int from comment_reports r where r.comment_id = c.id and r.resolved_at is null) as open,
                (select count(*)::int from audit_log a where a.entity = 'comment' and a.entity_id = c.id) as logged
           from comments c where c.id = $1`,
        [id],
      )
    )[0];

  it('takes a learner’s report once, refuses their own comment and a second report in Czech, and lists it first in the studio', async () => {
    const rude = await post(author, 'Hloupé otázky, hloupí lektoři.');
    await post(reader, 'Novější komentář bez nahlášení.');

    const own = await report(author, rude);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'comment_report_own',
      message: expect.stringContaining('Vlastní komentář'),
    });
    expect(await stored(rude)).toMatchObject({ reports: 0, logged: 0 });

    const first = await report(reader, rude);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'Díky! Komentář jsme předali lektorovi a týmu Studovny.',
    });
    const marked = flat(commentsApi.reportComment.response.parse(first.json()).data).find(
      (c) => c.id === rude,
    );
    expect(marked?.reported).toBe(true);
    expect(flat((await threadFor(author)).thread).find((c) => c.id === rude)?.reported).toBeUndefined();

    const again = await report(reader, rude, 'spam');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'comment_already_reported',
      message: 'Tento komentář už jsi nahlásil/a. Děkujeme, lektor nebo tým Studovny se na něj podívá.',
    });
    expect(await stored(rude)).toMatchObject({ reports: 1, logged: 1 });

    for (const who of [instructor, admin]) {
      const seen = await list(who);
      expect(seen.comments[0]).toMatchObject({
        id: rude,
        reports: 1,
        report_reasons: ['offensive'],
        state: 'visible',
        author: { id: author.id },
        post: { id: lesson, type: 'lp_lesson' },
        app_path: expect.stringContaining(`/lp_lesson/${lesson}`),
      });
      expect(seen.reported).toBeGreaterThanOrEqual(1);
    }
    expect((await list(stranger)).comments.map((c) => c.id)).not.toContain(rude);
  });

  it('hides a comment with a reason: the author reads it, others see only a placeholder while replies stand', async () => {
    const parent = await post(author, 'Tohle je celé špatně, ty blbče.');
    const reply = await post(reader, 'Ukaž prosím, kde přesně.', parent);
    const lone = await post(author, 'Druhý urážlivý komentář bez odpovědí.');
    const before = await threadFor(reader);

    const missing = await moderate(instructor, parent, { action: 'hide', reason: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'studio_invalid',
      data: { fields: { reason: 'Napiš důvod – autor ho uvidí u svého příspěvku.' } },
    });
    const notYours = await moderate(stranger, parent, { action: 'hide', reason: 'Urážka' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({
      code: 'moderation_not_yours',
      message: expect.stringContaining('jiného autora'),
    });
    expect(await stored(parent)).toMatchObject({ moderation: null, logged: 0 });

    const hidden = await moderate(instructor, parent, { action: 'hide', reason: 'Urážky sem nepatří.' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'Příspěvek je skrytý. Autor u něj vidí důvod.',
      data: { state: 'hidden', moderation: { reason: 'Urážky sem nepatří.', by: { id: instructor.id } } },
    });
    expect((await moderate(admin, lone, { action: 'hide', reason: 'Urážka.' })).statusCode).toBe(200);

    const others = await threadFor(reader);
    const placeholder = flat(others.thread).find((c) => c.id === parent)!;
    expect(placeholder).toMatchObject({
      content: { rendered: '' },
      author: 0,
      author_name: '',
      moderation: { state: 'hidden', by: 'instructor' },
    });
    expect(placeholder.moderation).not.toHaveProperty('reason');
    expect(placeholder.children?.map((c) => c.id)).toEqual([reply]);
    expect(flat(others.thread).map((c) => c.id)).not.toContain(lone);
    expect(others.total).toBe(before.total - 1);
    expect(JSON.stringify(others.thread)).not.toMatch(/blbče|Urážk/);
    const guest = await comments().list(`post=${lesson}&per_page=100`);
    expect(JSON.stringify(guest.json())).not.toMatch(/blbče|Urážk/);

    const mine = flat((await threadFor(author)).thread);
    expect(mine.find((c) => c.id === parent)).toMatchObject({
      author: author.id,
      content: { rendered: '' },
      moderation: { state: 'hidden', by: 'instructor', reason: 'Urážky sem nepatří.' },
    });
    expect(mine.find((c) => c.id === lone)?.moderation).toMatchObject({ by: 'team', reason: 'Urážka.' });

    const replyToHidden = await comments().create({ post: lesson, content: 'Odpověď', parent }, reader.token);
    expect(replyToHidden.statusCode).toBe(409);
    expect(replyToHidden.json()).toMatchObject({
      code: 'comment_reply_moderated',
      message: 'Na skrytý komentář odpovědět nejde.',
    });
    const reportHidden = await report(reader, parent);
    expect(reportHidden.statusCode).toBe(409);
    expect(reportHidden.json()).toMatchObject({ code: 'comment_report_moderated' });

    const twice = await moderate(admin, parent, { action: 'hide', reason: 'Znovu' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'moderation_conflict',
      message: expect.stringContaining('skrytý'),
    });
    expect(await stored(parent)).toMatchObject({ moderation_reason: 'Urážky sem nepatří.', logged: 1 });

    const restored = await moderate(instructor, parent, { action: 'restore' });
    expect(restored.json()).toMatchObject({ data: { state: 'visible', moderation: null } });
    expect(flat((await threadFor(reader)).thread).find((c) => c.id === parent)?.content.rendered).toContain(
      'blbče',
    );
  });

  it('deletes a comment’s text for good, closes its reports, and keeps a comment reported wrongly', async () => {
    const spam = await post(author, 'Kupte levné hodinky na example.com');
    expect((await report(reader, spam, 'spam')).statusCode).toBe(200);
    const deleted = await moderate(admin, spam, { action: 'delete', reason: 'Reklama.' });
    expect(deleted.json()).toMatchObject({ data: { state: 'deleted', content: '', reports: 0 } });
    expect(await stored(spam)).toMatchObject({ content: '', moderation: 'deleted', open: 0 });
    const restore = await moderate(admin, spam, { action: 'restore' });
    expect(restore.statusCode).toBe(409);
    expect(flat((await threadFor(author)).thread).find((c) => c.id === spam)?.moderation).toMatchObject({
      state: 'deleted',
      by: 'team',
      reason: 'Reklama.',
    });

    const fine = await post(author, 'Slušný komentář, který někdo nahlásil.');
    const keepUnreported = await moderate(instructor, fine, { action: 'keep' });
    expect(keepUnreported.statusCode).toBe(409);
    expect(keepUnreported.json()).toMatchObject({ code: 'moderation_not_reported' });
    await report(reader, fine, 'other');
    const kept = await moderate(instructor, fine, { action: 'keep' });
    expect(kept.json()).toMatchObject({
      message: 'Komentář zůstává, nahlášení jsou uzavřená.',
      data: { state: 'visible', reports: 0 },
    });
    expect(await stored(fine)).toMatchObject({ moderation: null, reports: 1, open: 0 });
    expect((await report(reader, fine)).statusCode).toBe(409);
  });

  it('answers in a thread from the studio with the instructor’s or the team’s badge', async () => {
    const question = await post(reader, 'Jak se počítá úloha 3?');
    const blank = await api.call(
      M.replyToComment,
      { params: { id: question }, body: { content: '<b> </b>' } },
      { token: instructor.token },
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'studio_invalid',
      data: { fields: { content: 'Napiš odpověď.' } },
    });
    const foreign = await api.call(
      M.replyToComment,
      { params: { id: question }, body: { content: 'Ahoj' } },
      { token: stranger.token },
    );
    expect(foreign.statusCode).toBe(403);

    const answer = await api.call(
      M.replyToComment,
      { params: { id: question }, body: { content: 'Nejdřív si spočítej poměr.<script>x</script>' } },
      { token: instructor.token },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      data: { badge: 'instructor', author: { id: instructor.id }, in_reply_to: { id: question } },
    });
    const team = await api.call(
      M.replyToComment,
      { params: { id: question }, body: { content: 'Doplníme vzorové řešení.' } },
      { token: admin.token },
    );
    expect(team.json()).toMatchObject({ data: { badge: 'team' } });

    const replies = flat((await threadFor(reader)).thread).find((c) => c.id === question)!.children!;
    expect(replies.map((c) => [c.author_badge, c.content.rendered])).toEqual([
      ['team', 'Doplníme vzorové řešení.'],
      ['instructor', 'Nejdřív si spočítej poměr.'],
    ]);
    const [log] = await t.db.query<{ action: string; who: string }>(
      `select action, who from audit_log where entity = 'comment' and entity_id = $1`,
      [answer.json().data.id],
    );
    expect(log).toMatchObject({ action: 'reply' });
  });
});
