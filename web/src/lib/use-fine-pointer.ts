import { useSyncExternalStore } from 'react';

/** A mouse or a touchpad: the device most likely has a keyboard too. */
const FINE_POINTER = '(hover: hover) and (pointer: fine)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(FINE_POINTER) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the main pointer is fine and can hover (a mouse, a touchpad), followed as it changes; false on a
 * touch screen. Where it cannot be told, a fine pointer is assumed.
 */
export function useFinePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
