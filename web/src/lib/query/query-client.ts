import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api';

/** SPEC §9 cache lifetimes. */
export const CACHE = {
  day: 86_400_000,
  threeDays: 3 * 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  never: Number.POSITIVE_INFINITY,
} as const;

/** Longest delay a JavaScript timer accepts; a longer gcTime would fire at once and drop the cache. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A lifetime as a gcTime: "never" stays Infinity (never collected), anything else at most {@link MAX_TIMER_MS}. */
export const gcTimeFor = (lifetimeMs: number): number =>
  lifetimeMs === Number.POSITIVE_INFINITY ? lifetimeMs : Math.min(lifetimeMs, MAX_TIMER_MS);

/** Retries only what may pass next time: transport failures and 5xx, at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError) return error.status === 0 || error.status >= 500;
  return false;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // kept (and persisted) as long as a timer can wait: about 24.8 days, the closest to SPEC's month
        gcTime: MAX_TIMER_MS,
        retry: options.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
