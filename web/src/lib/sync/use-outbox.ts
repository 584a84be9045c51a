import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useApi } from '../api';
import { useAppStore } from '../store';
import { createNetworkState } from './network-state';
import { outboxOf, type Outbox } from './outbox';

const alwaysOnline = createNetworkState(true).store;

/** The app's outbox (none when the client was made without one, e.g. in a narrow test). */
export const useOutbox = (): Outbox | undefined => outboxOf(useApi());

/** Follows the connection and replays the queue for as long as the app is shown. */
export function useSyncRunner() {
  const outbox = useOutbox();
  useEffect(() => outbox?.start(), [outbox]);
}

/** The app's network flag (true when there is no outbox to tell). */
export function useOnline(): boolean {
  const outbox = useOutbox();
  return useStore(outbox?.network.store ?? alwaysOnline, (s) => s.online);
}

/** How many actions of the logged-in learner wait to reach the server. */
export const useQueuedCount = (): number =>
  useAppStore((s) => (s.user.info ? s.failed.filter((a) => a.userId === s.user.info?.id).length : 0));
