import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { commentsApi, type Comment, type User } from '@studovna/core/contract';
import { unwrap, useApi } from '../../../lib/api';
import type { ThreadPage } from '../comment-thread';
import { commentKeys } from './comment-keys';

export interface CommentDraft {
  content: string;
  /** The comment replied to; 0 or absent for a top-level comment. */
  parent?: number;
}

/** Create and delete answer the post's updated thread: it replaces the pages loaded so far. */
function useReplaceThread(postId: number, userId: number) {
  const queryClient = useQueryClient();
  return (thread: Comment[]) =>
    queryClient.setQueryData<InfiniteData<ThreadPage, number>>(commentKeys.thread(postId, userId), {
      pages: [{ comments: thread, totalPages: null }],
      pageParams: [1],
    });
}

/** POST /wp/v2/comments — the author fields are the learner's own (the server takes them from the token). */
export function useCreateComment(postId: number, user: User) {
  const api = useApi();
  const replace = useReplaceThread(postId, user.id);
  return useMutation({
    mutationFn: async ({ content, parent = 0 }: CommentDraft) =>
      unwrap(
        await api.call(commentsApi.createComment, {
          body: {
            post: postId,
            parent,
            content: content.trim(),
            author: user.id,
            author_name: user.name,
            author_email: user.email,
            author_user_agent: navigator.userAgent,
          },
        }),
      ),
    onSuccess: replace,
  });
}

/** DELETE /wp/v2/comments/{id} — only the author's own comment without replies. */
export function useDeleteComment(postId: number, userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const replace = useReplaceThread(postId, userId);
  return useMutation({
    mutationFn: async (commentId: number) =>
      unwrap(await api.call(commentsApi.deleteComment, { params: { id: commentId } })),
    onSuccess: replace,
    // refused (a reply came meanwhile) or gone already: the thread as it is now tells why
    onError: () => void queryClient.invalidateQueries({ queryKey: commentKeys.thread(postId, userId) }),
  });
}
