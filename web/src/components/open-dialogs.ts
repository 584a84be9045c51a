import { useSyncExternalStore } from 'react';

/** How many modal dialogs are open now (a dialog can open another's follow-up as it closes). */
let open = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Notes a modal dialog as open; the answer notes it closed again. */
export function dialogOpened(): () => void {
  open += 1;
  notify();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a modal dialog is open: what lies beneath it (the toasts) must not be reached then. */
export const useDialogOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
