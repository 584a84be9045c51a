import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { COMMENT_CACHE_POSTS, commentKeys, pruneCommentThreads } from './comment-keys';

const thread = { pages: [{ comments: [], totalPages: 1 }], pageParams: [1] };

/** `count` posts' threads fetched one after another (post 1 longest ago). */
function cacheWith(count: number) {
  const client = new QueryClient();
  for (let post = 1; post <= count; post += 1)
    client.setQueryData(commentKeys.thread(post, 7), thread, { updatedAt: 1000 + post });
  client.setQueryData(['courses', 'detail', 1], { id: 1 });
  return client;
}

const cachedPosts = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: commentKeys.all })
    .map((query) => query.queryKey[1] as number)
    .sort((a, b) => a - b);

describe('comment cache of 99 posts (SPEC §9)', () => {
  it('drops the threads fetched longest ago beyond 99 posts and nothing else', () => {
    const client = cacheWith(COMMENT_CACHE_POSTS + 2);
    pruneCommentThreads(client);
    const posts = cachedPosts(client);
    expect(posts).toHaveLength(99);
    expect(posts[0]).toBe(3);
    expect(client.getQueryData(['courses', 'detail', 1])).toEqual({ id: 1 });
  });

  it('keeps a thread that is on screen even when it is among the oldest', () => {
    const client = cacheWith(COMMENT_CACHE_POSTS + 2);
    const unsubscribe = new QueryObserver(client, {
      queryKey: commentKeys.thread(1, 7),
      enabled: false,
    }).subscribe(() => {});
    pruneCommentThreads(client);
    expect(cachedPosts(client)).toEqual([1, ...Array.from({ length: 99 }, (_, i) => i + 3)]);
    unsubscribe();
  });

  it('leaves 99 or fewer posts alone', () => {
    const client = cacheWith(COMMENT_CACHE_POSTS);
    pruneCommentThreads(client);
    expect(cachedPosts(client)).toHaveLength(99);
  });
});
