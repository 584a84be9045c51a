import type { ApiFailure } from '../../lib/api';

/** Path → message of a refused studio write (`studio_invalid`: `data.fields`), or null for another refusal. */
export function serverFieldErrors(failure: ApiFailure): Record<string, string> | null {
  const fields = failure.error.data?.fields;
  if (failure.status !== 400 || !fields || typeof fields !== 'object') return null;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields as Record<string, unknown>))
    if (typeof message === 'string') errors[path] = message;
  return Object.keys(errors).length ? errors : null;
}

/** The message to show for a refused write: the server's, else a general one. */
export const failureMessage = (failure: ApiFailure, fallback: string): string =>
  failure.error.message?.trim() || fallback;

/** The first field of `order` that has an error (the form's order), else the first with one. */
export function firstErrorField(errors: Record<string, string>, order: readonly string[]): string | null {
  return order.find((path) => errors[path]) ?? Object.keys(errors)[0] ?? null;
}
