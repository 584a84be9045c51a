import { useStore } from 'zustand';
import type { AttemptController, AttemptState } from './attempt-store';

/** A slice of the attempt's state; the component renders again when it changes. */
export const useAttempt = <T>(controller: AttemptController, select: (state: AttemptState) => T): T =>
  useStore(controller.store, select);
