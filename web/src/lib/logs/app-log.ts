import type { AppStore } from '../store/app-store';
import { describeError, type LogLevel } from './log-buffer';

/** Stores whose app is mounted: only a running app writes its log (a late answer after it left does not). */
const running = new WeakMap<AppStore, number>();

/** Writes one line into the store's log (secrets are hidden there) while the app runs. */
export function recordLog(store: AppStore, level: LogLevel, message: string, at = Date.now()): void {
  if (running.get(store)) store.getState().addLog({ at, level, message });
}

/** The api client's warnings (failed calls: endpoint name and status) go to the console and the log. */
export const apiWarningRecorder =
  (store: AppStore) =>
  (message: string): void => {
    console.warn(message);
    recordLog(store, 'warn', message);
  };

/**
 * Starts the app's log: from now on it takes lines, and the page's uncaught errors and unhandled promise
 * rejections go into it. Returns the stop.
 */
export function startAppLog(target: Window, store: AppStore): () => void {
  const onError = (event: ErrorEvent) =>
    recordLog(store, 'error', event.error != null ? describeError(event.error) : event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    recordLog(store, 'error', `Unhandled rejection: ${describeError(event.reason)}`);
  running.set(store, (running.get(store) ?? 0) + 1);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    running.set(store, (running.get(store) ?? 1) - 1);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
