import { createStore, type StoreApi } from 'zustand/vanilla';

export interface NetworkState {
  /** SPEC §3 network flag: false after the browser went offline or a call did not reach the server. */
  online: boolean;
}

export type NetworkStore = StoreApi<NetworkState>;

/** The browser's own view of the connection (true where it cannot tell). */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The app's network flag: `report` is fed by browser events and by every call's outcome. */
export function createNetworkState(initial: boolean = browserOnline()) {
  const store = createStore<NetworkState>(() => ({ online: initial }));
  return {
    store,
    report(online: boolean) {
      if (store.getState().online !== online) store.setState({ online });
    },
  };
}

export type Network = ReturnType<typeof createNetworkState>;
