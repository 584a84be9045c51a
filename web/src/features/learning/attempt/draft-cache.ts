import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnswerValue } from '@studovna/core/contract';
import { isFresh, QUIZ_DRAFT_LIFETIME_MS, type CachedValue } from '@studovna/core/domain';

/**
 * What the browser keeps of an attempt in progress: its answers, the questions flagged to return to, and
 * how long each question has been on screen.
 */
export interface QuizDraft {
  /** Which attempt it belongs to (its start time), so a retake never gets the last attempt's answers. */
  attempt: string;
  answers: Record<string, AnswerValue>;
  flags: number[];
  /** Milliseconds per question (decision 0032); absent in drafts kept before it was measured. */
  shown?: Record<string, number>;
}

export interface DraftStore {
  /** The kept draft of `attempt` while it is less than a day old. */
  load(attempt: string): QuizDraft | null;
  save(draft: QuizDraft): void;
  clear(): void;
}

/**
 * SPEC §4: in-progress answers are cached for one day. The draft is a cached value in the query cache,
 * which is persisted (the store's `cached` slice under the site-domain key) and dropped on logout.
 */
export function createDraftStore(
  queryClient: QueryClient,
  key: QueryKey,
  now: () => number = Date.now,
): DraftStore {
  queryClient.setQueryDefaults(key, { gcTime: QUIZ_DRAFT_LIFETIME_MS, staleTime: QUIZ_DRAFT_LIFETIME_MS });
  return {
    load(attempt) {
      const cached = queryClient.getQueryData<CachedValue<QuizDraft>>(key);
      if (!cached || !isFresh(cached, now()) || cached.value.attempt !== attempt) return null;
      return cached.value;
    },
    save(draft) {
      const cached: CachedValue<QuizDraft> = {
        value: draft,
        timestamp: now(),
        duration: QUIZ_DRAFT_LIFETIME_MS,
      };
      queryClient.setQueryData(key, cached);
    },
    clear() {
      queryClient.removeQueries({ queryKey: key, exact: true });
    },
  };
}
