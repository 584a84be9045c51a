import type { QueryClient } from '@tanstack/react-query';

/** How long after the app started its first quiz screen still counts as opened then. */
export const START_OPENING_MAX_AGE_MS = 30_000;

/** Per app (its query client): the quiz the app started on, and when. */
const openings = new WeakMap<QueryClient, { quizId: number; at: number }>();

/**
 * The app started on quiz `quizId`'s address at `at`: its screen counts as opened then, so the answer
 * asked for at start is one asked for after the opening (the quiz's deadline counts from it).
 */
export function recordStartOpening(queryClient: QueryClient, quizId: number, at = Date.now()): void {
  openings.set(queryClient, { quizId, at });
}

/** When quiz `quizId`'s screen opened, if the app started on it a moment ago; null otherwise. */
export function startOpening(queryClient: QueryClient, quizId: number, now = Date.now()): number | null {
  const opening = openings.get(queryClient);
  return opening?.quizId === quizId && now - opening.at <= START_OPENING_MAX_AGE_MS ? opening.at : null;
}

/** The first quiz screen has opened: any later opening is its own. */
export function forgetStartOpening(queryClient: QueryClient): void {
  openings.delete(queryClient);
}
