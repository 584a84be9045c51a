import { useLayoutEffect } from 'react';
import type { AppStore } from '../store/app-store';
import { startAppLog } from './app-log';

/**
 * Keeps the app's log running (failed calls, uncaught errors) while the app is mounted; a layout effect,
 * so it runs before any screen's effect (an error on the very first screen is kept too).
 */
export function useAppLog(store: AppStore): void {
  useLayoutEffect(() => startAppLog(window, store), [store]);
}
