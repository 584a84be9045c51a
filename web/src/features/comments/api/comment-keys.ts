import type { QueryClient } from '@tanstack/react-query';

/** SPEC §9: comments are fetched 100 top-level threads a page. */
export const COMMENTS_PER_PAGE = 100;

/** SPEC §9: the cache keeps the threads of at most 99 posts. */
export const COMMENT_CACHE_POSTS = 99;

/**
 * Query keys of comment threads. The learner is part of the key: the answer carries their own e-mail
 * on their comments, and which comments they may delete.
 */
export const commentKeys = {
  all: ['comments'] as const,
  thread: (postId: number, userId: number) => ['comments', postId, userId] as const,
};

/**
 * Keeps the persisted cache to the threads of {@link COMMENT_CACHE_POSTS} posts: a learner who reads
 * comments under hundreds of lessons would otherwise carry every thread in storage for weeks. The threads
 * fetched longest ago go first; a thread on screen is never dropped.
 */
export function pruneCommentThreads(queryClient: QueryClient, keep = COMMENT_CACHE_POSTS): void {
  const cache = queryClient.getQueryCache();
  const threads = cache
    .findAll({ queryKey: commentKeys.all })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of threads.slice(keep)) {
    if (query.getObserversCount() === 0) cache.remove(query);
  }
}
