import { useAppStore } from '../../../lib/store';

/** The logged-in learner's id, or null for a guest. */
export const useUserId = (): number | null =>
  useAppStore((state) => (state.user.token ? (state.user.info?.id ?? null) : null));
