import type { Comment } from '@studovna/core/contract';
import { COMMENTS_PER_PAGE } from './api/comment-keys';
import { imageAddress } from '../../lib/image-address';

/** One page of top-level threads, with the page count the server told (null when it did not). */
export interface ThreadPage {
  comments: Comment[];
  totalPages: number | null;
}

const byNewest = (a: Comment, b: Comment) => Date.parse(b.date) - Date.parse(a.date);

const newestFirst = (comments: readonly Comment[]): Comment[] =>
  [...comments]
    .sort(byNewest)
    .map((comment) =>
      comment.children?.length ? { ...comment, children: newestFirst(comment.children) } : comment,
    );

/**
 * The pages as one thread, newest first at every depth. A comment added since an earlier page was loaded
 * moves the page boundary, so a thread may come twice: the first copy stays.
 */
export function threadOf(pages: readonly ThreadPage[]): Comment[] {
  const seen = new Set<number>();
  const thread: Comment[] = [];
  for (const page of pages) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      thread.push(comment);
    }
  }
  return newestFirst(thread);
}

/** The next page to ask for: by the page count when known, else when the last page was full. */
export function nextPageAfter(last: ThreadPage, lastPage: number): number | undefined {
  if (last.totalPages !== null) return lastPage < last.totalPages ? lastPage + 1 : undefined;
  return last.comments.length >= COMMENTS_PER_PAGE ? lastPage + 1 : undefined;
}

/** Replies at every depth under a comment. */
export const replyCount = (comment: Comment): number =>
  (comment.children ?? []).reduce((sum, child) => sum + 1 + replyCount(child), 0);

export const hasReplies = (comment: Comment): boolean => (comment.children?.length ?? 0) > 0;

/** Ids of a thread at every depth. */
export function idsOf(thread: readonly Comment[], into = new Set<number>()): Set<number> {
  for (const comment of thread) {
    into.add(comment.id);
    idsOf(comment.children ?? [], into);
  }
  return into;
}

/** The learner's newest comment in a thread (ids grow with time): the one just written, or null. */
export function latestOwnComment(thread: readonly Comment[], userId: number): number | null {
  let latest: number | null = null;
  const visit = (comments: readonly Comment[]) => {
    for (const comment of comments) {
      if (comment.author === userId && (latest === null || comment.id > latest)) latest = comment.id;
      visit(comment.children ?? []);
    }
  };
  visit(thread);
  return latest;
}

/** The top-level thread a comment belongs to (itself when top level), or null. */
export function rootOf(thread: readonly Comment[], id: number): number | null {
  for (const root of thread) if (idsOf([root]).has(id)) return root.id;
  return null;
}

/** The author's picture, the largest size sent (SPEC §9: a placeholder when none). */
export function avatarOf(comment: Comment): string | null {
  const sizes = Object.entries(comment.author_avatar_urls)
    .map(([size, url]) => [size, imageAddress(url)] as const)
    .filter(([, url]) => url !== '')
    .sort(([a], [b]) => Number(b) - Number(a));
  return sizes[0]?.[1] ?? null;
}

/** The letter on the placeholder avatar. */
export const initialOf = (name: string): string => name.trim().charAt(0).toLocaleUpperCase('cs-CZ') || '?';
