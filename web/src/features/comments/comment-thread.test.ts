import { describe, expect, it } from 'vitest';
import {
  avatarOf,
  initialOf,
  latestOwnComment,
  nextPageAfter,
  replyCount,
  rootOf,
  threadOf,
} from './comment-thread';
import { comment, discussion, JANA, PETR } from './test/comment-fixtures';

const ids = (thread: { id: number; children?: { id: number }[] }[]) => thread.map((c) => c.id);

describe('comment threads', () => {
  it('joins pages newest first at every depth, keeping the first copy of a thread that moved pages', () => {
    const older = comment(1, JANA, 'starší', 9);
    const moved = comment(3, PETR, 'posunutý', 12, [
      comment(7, JANA, 'a', 10, [], 3),
      comment(8, JANA, 'b', 11, [], 3),
    ]);
    const thread = threadOf([
      { comments: [moved, comment(2, PETR, 'nový', 13)], totalPages: 2 },
      { comments: [{ ...moved, children: [] }, older], totalPages: 2 },
    ]);
    expect(ids(thread)).toEqual([2, 3, 1]);
    expect(ids(thread[1]!.children!)).toEqual([8, 7]);
  });

  it.each([
    [{ comments: 100, totalPages: 3 }, 2, 3],
    [{ comments: 100, totalPages: 3 }, 3, undefined],
    [{ comments: 40, totalPages: 1 }, 1, undefined],
    [{ comments: 100, totalPages: null }, 1, 2],
    [{ comments: 99, totalPages: null }, 1, undefined],
  ])('after a page of %o (page %i) asks for page %s', ({ comments, totalPages }, page, next) => {
    const list = Array.from({ length: comments }, (_, i) => comment(i + 1, PETR, 'x', 9));
    expect(nextPageAfter({ comments: list, totalPages }, page)).toBe(next);
  });

  it('counts replies at every depth and finds a comment’s top-level thread', () => {
    const [question, remark] = discussion();
    expect(replyCount(question!)).toBe(2);
    expect(replyCount(remark!)).toBe(0);
    expect(rootOf(discussion(), 5)).toBe(3);
    expect(rootOf(discussion(), 1)).toBe(1);
    expect(rootOf(discussion(), 99)).toBeNull();
  });

  it('finds the learner’s newest comment (the one just written)', () => {
    expect(latestOwnComment(discussion(), JANA)).toBe(4);
    expect(latestOwnComment(discussion(), PETR)).toBe(5);
    expect(latestOwnComment(discussion(), 99)).toBeNull();
  });

  it.each([
    [{}, null],
    [{ '24': '', '48': '' }, null],
    [
      { '24': 'https://a.cz/24.png', '96': 'https://a.cz/96.png', '48': 'https://a.cz/48.png' },
      'https://a.cz/96.png',
    ],
  ])('takes the largest avatar of %o', (urls, expected) => {
    expect(avatarOf({ ...comment(1, JANA, 'x', 9), author_avatar_urls: urls })).toBe(expected);
  });

  it.each([
    ['jana', 'J'],
    ['  čeněk', 'Č'],
    ['', '?'],
  ])('puts the initial of "%s" on the placeholder avatar', (name, initial) => {
    expect(initialOf(name)).toBe(initial);
  });
});
