import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { commentsApi } from '@studovna/core/contract/routes';
import { CACHE_POLICY } from '@studovna/core/domain';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { gcTimeFor } from '../../../lib/query/query-client';
import { nextPageAfter, type ThreadPage } from '../comment-thread';
import { COMMENTS_PER_PAGE, commentKeys, pruneCommentThreads } from './comment-keys';

/** The page count a paged WordPress collection sends in `X-WP-TotalPages`, or null. */
function totalPagesOf(headers: Headers): number | null {
  const value = Number(headers.get('X-WP-TotalPages'));
  return headers.has('X-WP-TotalPages') && Number.isInteger(value) && value >= 0 ? value : null;
}

/** GET /wp/v2/comments?post&per_page=100&page — a post's threads, newest first, a page at a time. */
export const commentsQuery = (api: ApiClient, postId: number, userId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.thread(postId, userId),
    queryFn: async ({ pageParam, signal }): Promise<ThreadPage> => {
      const result = await api.call(commentsApi.listComments, {
        query: { post: postId, per_page: COMMENTS_PER_PAGE, page: pageParam },
        signal,
      });
      const comments = unwrap(result);
      return { comments, totalPages: result.ok ? totalPagesOf(result.headers) : null };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => nextPageAfter(last, lastPage),
    gcTime: gcTimeFor(CACHE_POLICY.default),
  });

/** The threads of a post for the logged-in learner (`userId` null: nothing is asked). */
export function useComments(postId: number, userId: number | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    ...commentsQuery(api, postId, userId ?? 0),
    enabled: userId !== null && postId > 0,
  });
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt) pruneCommentThreads(queryClient);
  }, [queryClient, updatedAt]);
  return query;
}
