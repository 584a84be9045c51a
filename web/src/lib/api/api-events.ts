import type { AuthFailureEvent } from './api-types';

type Listener = (event: AuthFailureEvent) => void;

/** Carries auth failures from the client (created outside React) to the shell that reacts to them. */
export function createAuthFailureChannel() {
  const listeners = new Set<Listener>();
  return {
    emit(event: AuthFailureEvent) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthFailureChannel = ReturnType<typeof createAuthFailureChannel>;
