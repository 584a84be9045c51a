/** What a queued call sends again: path values, query and body, as JSON. */
export interface FailedRequest {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * SPEC §3 failed-request cache: one learner action that has not reached the server yet (or got no final
 * answer). `id` is the action id the server uses to apply it only once.
 */
export interface FailedAction {
  id: string;
  /** The contract endpoint's name, looked up again when the action is replayed. */
  endpoint: string;
  request: FailedRequest;
  /** The learner who made it; it is sent only while that learner is logged in. */
  userId: number;
  /** Quiz answers and finish: never dropped, kept until the server confirms them. */
  critical: boolean;
  attempts: number;
  queuedAt: number;
}

/** SPEC §9: a failed background request is tried at most this many times, then dropped. */
export const FAILED_RETRIES = 5;
