import type { AppData } from './app-store';
import { useAppStore } from './app-store-context';

/** The logged-in learner's id, or null for a guest. */
export const selectUserId = (state: AppData): number | null =>
  state.user.token ? (state.user.info?.id ?? null) : null;

export const useUserId = (): number | null => useAppStore(selectUserId);
