import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import type { ApiResult } from './api-types';

/** LearnPress action answers (`{status, message, data}`) and what a screen needs from them. */
type ActionBody = { status: 'success' | 'error'; message: string; data: unknown };

export type ActionOutcome<D> =
  | { ok: true; data: D; message: string }
  /** `message` is the server's words when it sent some; `network` when the server was not reached. */
  | { ok: false; message: string | null; network: boolean; status: number };

/**
 * An action succeeded only when the call did and the body says `status: "success"`; otherwise the
 * server's message is what the learner is shown (SPEC §8: non-success shows the server message).
 */
export function actionOutcome<E extends EndpointDefinition>(
  result: ApiResult<E>,
): ActionOutcome<ResponseOf<E> extends ActionBody ? ResponseOf<E>['data'] : never> {
  if (!result.ok) {
    return {
      ok: false,
      message: result.error.message?.trim() || null,
      network: result.status === 0,
      status: result.status,
    };
  }
  const body = result.data as ActionBody;
  if (body.status !== 'success') {
    return { ok: false, message: body.message?.trim() || null, network: false, status: result.status };
  }
  return { ok: true, data: body.data as never, message: body.message };
}

/** Thrown by mutations so TanStack Query sees a failed action; carries the outcome for the alert. */
export class ActionError extends Error {
  readonly outcome: Extract<ActionOutcome<unknown>, { ok: false }>;

  constructor(outcome: Extract<ActionOutcome<unknown>, { ok: false }>) {
    super(outcome.message ?? `Action failed with status ${outcome.status}`);
    this.name = 'ActionError';
    this.outcome = outcome;
  }
}

/** The action's data, or an {@link ActionError}. */
export function unwrapAction<E extends EndpointDefinition>(result: ApiResult<E>) {
  const outcome = actionOutcome(result);
  if (!outcome.ok) throw new ActionError(outcome);
  return outcome.data;
}

/**
 * What to tell the learner about a failed call or action: the network message when the server was
 * not reached, else the server's own message, else the fallback.
 */
export function failureMessage(error: unknown, texts: { network: string; fallback: string }): string {
  if (error instanceof ActionError) {
    if (error.outcome.network) return texts.network;
    return error.outcome.message ?? texts.fallback;
  }
  if (error && typeof error === 'object' && 'status' in error && 'error' in error) {
    const { status, error: body } = error as { status: number; error: { message?: string } };
    if (status === 0) return texts.network;
    return body.message?.trim() || texts.fallback;
  }
  return texts.fallback;
}
