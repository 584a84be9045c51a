import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { commentsApi } from '@studovna/core/contract/routes';
import { type Comment, type CommentReportReason, type User } from '@studovna/core/contract';
import { unwrap, useApi } from '../../../lib/api';
import { sendAction } from '../../../lib/sync/send-action';
import { useQueuedFeedback } from '../../../lib/sync/use-queued-feedback';
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

/** The threads answered for a queued comment: the pages loaded so far stay as they are. */
const unchanged = new WeakSet<Comment[]>();

/**
 * POST /wp/v2/comments through the outbox — the author fields are the learner's own (the server takes
 * them from the token). Without a connection the comment is queued (the learner is told; the thread
 * stays as it is) and appears once the server has it: the thread is asked again then, a refusal told.
 */
export function useCreateComment(postId: number, user: User) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const feedback = useQueuedFeedback();
  const replace = useReplaceThread(postId, user.id);
  const threadKey = commentKeys.thread(postId, user.id);
  return useMutation({
    // sent even offline: the outbox keeps what cannot reach the server yet
    networkMode: 'always',
    mutationFn: async ({ content, parent = 0 }: CommentDraft): Promise<Comment[]> => {
      const result = await sendAction(api, {
        endpoint: commentsApi.createComment,
        request: {
          body: {
            post: postId,
            parent,
            content: content.trim(),
            author: user.id,
            author_name: user.name,
            author_email: user.email,
            author_user_agent: navigator.userAgent,
          },
        },
        later: (answer) => {
          void queryClient.invalidateQueries({ queryKey: threadKey });
          feedback.settled(t('errors.comments.failedToPost'), answer, unwrap);
        },
      });
      if (result) return unwrap(result);
      feedback.queued();
      const shown = queryClient.getQueryData<InfiniteData<ThreadPage, number>>(threadKey);
      const thread = shown?.pages.flatMap((page) => page.comments) ?? [];
      unchanged.add(thread);
      return thread;
    },
    onSuccess: (thread) => {
      if (!unchanged.has(thread)) replace(thread);
    },
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

/**
 * POST /wp/v2/comments/{id}/report — another learner's comment, once (decision 0029). Answers the thread
 * with the comment marked `reported`; a refusal (already reported, hidden meanwhile) asks the thread again.
 */
export function useReportComment(postId: number, userId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const replace = useReplaceThread(postId, userId);
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: CommentReportReason }) =>
      unwrap(await api.call(commentsApi.reportComment, { params: { id }, body: { reason } })),
    onSuccess: (answer) => replace(answer.data),
    onError: () => void queryClient.invalidateQueries({ queryKey: commentKeys.thread(postId, userId) }),
  });
}
