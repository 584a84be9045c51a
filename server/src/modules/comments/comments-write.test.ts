import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, SLUGS } from '../../../test/course-fixtures';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import {
  commentsCaller,
  enrolledLearner,
  insertStored,
  seededItem,
  shapeOf,
  storedComments,
  threadOf,
} from './comments-test-kit';

describe.each(testDatabases)('writing comments on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof commentsCaller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = commentsCaller(t);
  });
  afterAll(() => t.close());

  it('creates a comment and a reply, taking the author from the token, and answers the thread', async () => {
    const post = await seededItem(t, SLUGS.ospFree, 'lp_lesson', false);
    const [jana, petr] = [await enrolledLearner(t, SLUGS.ospFree), await enrolledLearner(t, SLUGS.ospFree)];
    const created = threadOf(
      await api.create(
        {
          post: String(post),
          content: '  Jak se počítá tahle úloha?  ',
          author: petr.id,
          author_name: 'Někdo jiný',
          author_email: 'cizi@example.cz',
          author_user_agent: 'Studovna/1.0',
        },
        jana.token,
      ),
    );
    expect(created).toHaveLength(1);
    const question = created[0]!;
    expect(question).toMatchObject({
      post,
      parent: 0,
      author: jana.id,
      author_name: `Testovací ${jana.username}`,
      author_email: `${jana.username}@example.cz`,
      content: { rendered: 'Jak se počítá tahle úloha?' },
      children: [],
    });

    const replied = threadOf(
      await api.create({ post, parent: question.id, content: 'Řádek 1\nŘádek 2' }, petr.token),
    );
    const reply = replied[0]!.children![0]!;
    expect(shapeOf(replied)).toEqual([[question.id, [[reply.id, []]]]]);
    expect(reply).toMatchObject({
      parent: question.id,
      author: petr.id,
      content: { rendered: 'Řádek 1<br />Řádek 2' },
    });
    expect(reply.author_email).toBe(`${petr.username}@example.cz`);
    expect(replied[0]!.author_email).toBeUndefined();

    expect(await storedComments(t, post)).toEqual([
      {
        id: question.id,
        post_id: post,
        parent_id: null,
        user_id: jana.id,
        content: 'Jak se počítá tahle úloha?',
      },
      {
        id: reply.id,
        post_id: post,
        parent_id: question.id,
        user_id: petr.id,
        content: 'Řádek 1<br />Řádek 2',
      },
    ]);
    expect(threadOf(await api.list(`post=${post}`, petr.token))).toEqual(replied);
  });

  it('stores and answers inert HTML: scripts, event handlers and javascript: links removed', async () => {
    const post = await seededItem(t, SLUGS.zsvFree, 'lp_lesson', true);
    const me = await makeLearner(t);
    const content =
      '<b onclick="steal()">Tučně</b> <script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">klik</a> <a href="https://example.cz/x" target="_blank">zdroj</a>' +
      '<iframe src="https://evil.example"></iframe><span style="color:red">text</span> a < b';
    const thread = threadOf(await api.create({ post, content }, me.token));
    const expected =
      '<b>Tučně</b> <a rel="nofollow noopener">klik</a> ' +
      '<a href="https://example.cz/x" rel="nofollow noopener">zdroj</a>text a &lt; b';
    expect(thread[0]!.content.rendered).toBe(expected);
    const [stored] = await storedComments(t, post);
    expect(stored!.content).toBe(expected);
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<img', '<iframe', 'style='])
      expect(stored!.content.toLowerCase()).not.toContain(bad);
  });

  it.each([['   '], [' \n\t '], ['<script>alert(1)</script>'], ['<p> </p><br>'], [undefined]])(
    'content %j (blank once trimmed and sanitised) is 400 with a Czech message and stores nothing',
    async (content) => {
      const post = await seededItem(t, SLUGS.tspFree, 'lp_lesson', true);
      const me = await makeLearner(t);
      const res = await api.create({ post, content }, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'comment_content_required',
        message: 'Komentář nesmí být prázdný.',
        data: { status: 400 },
      });
      expect((await storedComments(t, post)).filter((c) => c.user_id === me.id)).toEqual([]);
    },
  );

  it('answers in English when the client asks for it', async () => {
    const post = await seededItem(t, SLUGS.tspFree, 'lp_lesson', true);
    const res = await api.create({ post, content: ' ' }, (await makeLearner(t)).token, {
      'client-locale': 'en_US',
    });
    expect(res.json().message).toBe('The comment must not be empty.');
  });

  it('needs a login, an item the learner may open, and a parent of the same post', async () => {
    const lesson = await seededItem(t, SLUGS.ospFree, 'lp_lesson', true);
    const quiz = await seededItem(t, SLUGS.ospFree, 'lp_quiz', true);
    const closed = await seededItem(t, SLUGS.zsvFree, 'lp_quiz', false);
    const me = await makeLearner(t);
    const onQuiz = threadOf(await api.create({ post: quiz, content: 'U kvízu' }, me.token))[0]!;

    const guest = await api.create({ post: lesson, content: 'Host' });
    expect(guest.statusCode).toBe(401);
    const notEnrolled = await api.create({ post: closed, content: 'Cizí' }, me.token);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json()).toMatchObject({ code: 'learning_not_enrolled' });
    const unknown = await api.create({ post: 999999, content: 'Nic' }, me.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('item_not_found');
    const otherPost = await api.create({ post: lesson, parent: onQuiz.id, content: 'Jinam' }, me.token);
    expect(otherPost.statusCode).toBe(400);
    expect(otherPost.json()).toEqual({
      code: 'comment_invalid_parent',
      message: 'Odpovědět lze jen na komentář u stejné lekce nebo kvízu.',
      data: { status: 400 },
    });
    const noParent = await api.create({ post: lesson, parent: 999999, content: 'Nikam' }, me.token);
    expect(noParent.statusCode).toBe(404);
    expect(noParent.json()).toMatchObject({ code: 'comment_not_found', message: 'Komentář neexistuje.' });
    expect(await storedComments(t, lesson)).toEqual([]);
    expect(await storedComments(t, closed)).toEqual([]);
    expect((await storedComments(t, quiz)).map((c) => c.id)).toEqual([onQuiz.id]);
  });

  it('lets a learner post 10 comments a minute, then 429 until a minute has passed', async () => {
    const post = await seededItem(t, SLUGS.ospFree, 'lp_quiz', true);
    const me = await makeLearner(t);
    await insertStored(t, { postId: post, userId: me.id, content: 'Před dvěma minutami', minutesAgo: 2 });
    for (let i = 1; i <= 10; i++)
      expect((await api.create({ post, content: `Komentář ${i}` }, me.token)).statusCode).toBe(200);
    const eleventh = await api.create({ post, content: 'Jedenáctý' }, me.token);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'comment_rate_limited',
      message: 'Za minutu můžeš přidat nejvýše 10 komentářů. Chvíli počkej a zkus to znovu.',
      data: { status: 429 },
    });
    expect((await storedComments(t, post)).filter((c) => c.user_id === me.id)).toHaveLength(11);
    const other = await makeLearner(t);
    expect((await api.create({ post, content: 'Jiný studující' }, other.token)).statusCode).toBe(200);
  });

  it('keeps to the limit when a learner posts many comments at once', async () => {
    const post = await seededItem(t, SLUGS.tspFree, 'lp_quiz', true);
    const me = await makeLearner(t);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => api.create({ post, content: `Naráz ${i}` }, me.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(200), ...Array(4).fill(429)]);
    expect((await storedComments(t, post)).filter((c) => c.user_id === me.id)).toHaveLength(10);
  });

  it('lets only the author delete, only a comment without replies, and answers the updated thread', async () => {
    const post = await seededItem(t, SLUGS.zsvFree, 'lp_quiz', true);
    const [author, other] = [await makeLearner(t), await makeLearner(t)];
    const parent = await insertStored(t, {
      postId: post,
      userId: author.id,
      content: 'Otázka',
      minutesAgo: 3,
    });
    const reply = await insertStored(t, {
      postId: post,
      userId: other.id,
      content: 'Odpověď',
      parentId: parent,
      minutesAgo: 2,
    });
    const leaf = await insertStored(t, {
      postId: post,
      userId: author.id,
      content: 'Doplnění',
      minutesAgo: 1,
    });

    const foreign = await api.remove(leaf, other.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: 'comment_not_author',
      message: 'Smazat můžeš jen svůj vlastní komentář.',
      data: { status: 403 },
    });
    const withReplies = await api.remove(parent, author.token);
    expect(withReplies.statusCode).toBe(409);
    expect(withReplies.json()).toEqual({
      code: 'comment_has_replies',
      message: 'Komentář, na který už někdo odpověděl, nejde smazat.',
      data: { status: 409 },
    });
    expect((await api.remove(leaf)).statusCode).toBe(401);
    expect((await storedComments(t, post)).map((c) => c.id)).toEqual([parent, reply, leaf]);

    expect(shapeOf(threadOf(await api.remove(leaf, author.token)))).toEqual([[parent, [[reply, []]]]]);
    expect(shapeOf(threadOf(await api.remove(reply, other.token)))).toEqual([[parent, []]]);
    expect(threadOf(await api.remove(parent, author.token))).toEqual([]);
    expect(await storedComments(t, post)).toEqual([]);

    const gone = await api.remove(leaf, author.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('comment_not_found');
    expect((await api.remove('abc', author.token)).statusCode).toBe(400);
  });
});
