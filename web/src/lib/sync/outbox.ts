import type { EndpointDefinition } from '@studovna/core/contract';
import type { ApiClient, ApiFailure, ApiResult } from '../api';
import type { AppStore } from '../store/app-store';
import { FAILED_RETRIES, type FailedAction, type FailedRequest } from './failed-action';
import { browserOnline, createNetworkState, type Network } from './network-state';
import { newActionId } from './new-action-id';

/** SPEC §9: the queue is replayed no sooner than 5000 ms after the last replay began (the lock). */
export const RECONNECT_DELAY_MS = 5000;

/** Code of a 409 answer: the same action is still being applied; it is sent again later. */
export const IN_PROGRESS_CODE = 'action_in_progress';

type AnyResult = ApiResult<EndpointDefinition>;

/**
 * The server's answer to a replayed action (or null when it was dropped without one). A listener that
 * tells the learner how the action ended answers true, so the app-wide fallback stays quiet.
 */
export type SettledListener = (action: FailedAction, result: AnyResult | null) => boolean | void;

export interface QueueOptions<E extends EndpointDefinition> {
  endpoint: E;
  request: FailedRequest;
  /** Never dropped: kept until the server confirms it. */
  critical?: boolean;
  /** The action id; a fresh one when left out. */
  id?: string;
}

export interface OutboxOptions {
  store: AppStore;
  client: ApiClient;
  network?: Network;
  now?: () => number;
  retryMs?: number;
}

let byName: Promise<Map<string, EndpointDefinition>> | undefined;

/** The endpoint a queued action names; the list of every endpoint loads with the first replay. */
const endpointNamed = async (name: string) => {
  byName ??= import('@studovna/core/contract/all-endpoints').then(
    ({ allEndpoints }) => new Map(allEndpoints.map((endpoint) => [endpoint.name, endpoint])),
  );
  return (await byName).get(name);
};

/**
 * A failure that sending again will not change: the action is over. A rate limit (429) ends a background
 * action with the server's message (sending it again soon is what the limit forbids); a critical one
 * waits and goes again.
 */
function isFinal(result: ApiFailure, critical: boolean): boolean {
  const { status } = result;
  if (status === 0 || status >= 500) return false;
  if (status === 401 || status === 408) return false;
  if (status === 429) return !critical;
  if (status === 409 && result.error.code === IN_PROGRESS_CODE) return false;
  return true;
}

/**
 * The learner's actions that change server state, sent in order, one at a time, each with its action id
 * so a replay is applied once. An action stays queued (in the persisted `failed` slice) until the server
 * answers it; it is replayed when the connection returns, and after a server error every 5 s. A
 * non-critical action is dropped after {@link FAILED_RETRIES} failed attempts; a critical one never is.
 */
export function createOutbox({
  store,
  client,
  network = createNetworkState(),
  now = Date.now,
  retryMs = RECONNECT_DELAY_MS,
}: OutboxOptions) {
  const waiters = new Map<string, (result: AnyResult | null) => void>();
  const listeners = new Set<SettledListener>();
  const unclaimed = new Set<SettledListener>();
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lockAt = Number.NEGATIVE_INFINITY;
  /** Asked to run while a run was on its way. */
  let more = false;

  const currentUser = () => {
    const { token, info: user } = store.getState().user;
    return token && user ? user.id : null;
  };
  const mine = (): FailedAction[] => {
    const userId = currentUser();
    return userId === null ? [] : store.getState().failed.filter((a) => a.userId === userId);
  };
  const canSend = () => browserOnline() && currentUser() !== null;

  const settle = (action: FailedAction, result: AnyResult | null) => {
    store.getState().removeFailed(action.id);
    const waiter = waiters.get(action.id);
    waiters.delete(action.id);
    waiter?.(result);
    let told = Boolean(waiter);
    for (const listener of [...listeners]) if (listener(action, result) === true) told = true;
    if (!told) for (const listener of unclaimed) listener(action, result);
  };

  /** Callers of actions that stay queued learn that they wait. */
  const releaseWaiters = () => {
    const waiting = new Set(store.getState().failed.map((a) => a.id));
    for (const [id, resolve] of waiters) {
      if (waiting.has(id)) {
        resolve(null);
        waiters.delete(id);
      }
    }
  };

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void replay();
    }, ms);
  };

  /** Sends one action: `next` when it is over, `wait` when it must be sent again later. */
  async function sendOne(action: FailedAction): Promise<'next' | 'wait'> {
    const endpoint = await endpointNamed(action.endpoint);
    if (!endpoint) {
      settle(action, null);
      return 'next';
    }
    const options = { ...action.request, actionId: action.id } as Parameters<ApiClient['call']>[1];
    const result = (await client.call(endpoint, options as never)) as AnyResult;
    if (result.ok || isFinal(result, action.critical)) {
      settle(action, result);
      return 'next';
    }
    const attempts = action.attempts + 1;
    if (!action.critical && attempts >= FAILED_RETRIES) {
      settle(action, result);
      return 'next';
    }
    store.getState().updateFailed(action.id, { attempts });
    return 'wait';
  }

  function replay(): Promise<void> {
    if (running) {
      more = true;
      return running;
    }
    if (!canSend() || !mine().length) {
      releaseWaiters();
      return Promise.resolve();
    }
    lockAt = now();
    more = false;
    let waits = false;
    running = (async () => {
      for (;;) {
        const next = mine()[0];
        if (!next || !canSend()) break;
        if ((await sendOne(next)) === 'wait') {
          waits = true;
          if (browserOnline()) schedule(retryMs);
          break;
        }
      }
    })().finally(() => {
      running = null;
      // an action queued just as the run ended is sent by a run of its own
      if (more && !waits) void replay();
      else releaseWaiters();
    });
    return running;
  }

  /** The connection came back: replay once more than 5 s have passed since the last lock. */
  const regained = () => {
    const wait = lockAt + retryMs - now();
    if (wait > 0) schedule(wait);
    else void replay();
  };

  return {
    network,
    /**
     * Queues an action and sends it at once when it can (after the learner's earlier queued actions).
     * Answers the server's final answer, or null while the action stays queued (offline, server error).
     */
    queue<E extends EndpointDefinition>({
      endpoint,
      request,
      critical = false,
      id,
    }: QueueOptions<E>): Promise<ApiResult<E> | null> {
      const userId = currentUser();
      if (userId === null) {
        const options = { ...request, actionId: id ?? newActionId() };
        return client.call(endpoint, options as never) as Promise<ApiResult<E>>;
      }
      const action: FailedAction = {
        id: id ?? newActionId(),
        endpoint: endpoint.name,
        request: JSON.parse(JSON.stringify(request)) as FailedRequest,
        userId,
        critical,
        attempts: 0,
        queuedAt: now(),
      };
      store.getState().addFailed(action);
      const answer = new Promise<ApiResult<E> | null>((resolve) =>
        waiters.set(action.id, resolve as (result: AnyResult | null) => void),
      );
      void replay();
      return answer;
    },
    replay,
    /** The logged-in learner's queued actions, oldest first. */
    pending: mine,
    /** Every action that got its final answer (or was dropped), including replays after a reload. */
    onSettled(listener: SettledListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Actions whose outcome nobody on screen told the learner: queued before a reload, or by a screen
     * that is closed now.
     */
    onUnclaimed(listener: SettledListener): () => void {
      unclaimed.add(listener);
      return () => unclaimed.delete(listener);
    },
    /** Follows the browser's connection and the learner; answers a function that stops following. */
    start(): () => void {
      const online = () => {
        // calls may have reached the server meanwhile; the browser's own news is a regain either way
        if (network.store.getState().online) regained();
        else network.report(true);
      };
      const offline = () => network.report(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      const stopNetwork = network.store.subscribe((state, previous) => {
        if (state.online && !previous.online) regained();
      });
      const stopUser = store.subscribe((state, previous) => {
        if (state.user.info?.id !== previous.user.info?.id || state.user.token !== previous.user.token)
          void replay();
      });
      void replay();
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
        stopNetwork();
        stopUser();
        if (timer) clearTimeout(timer);
        timer = null;
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

const outboxes = new WeakMap<ApiClient, Outbox>();

/** Links the outbox to the client the screens are given, so calls made through it can be queued. */
export function registerOutbox(client: ApiClient, outbox: Outbox): void {
  outboxes.set(client, outbox);
}

export const outboxOf = (client: ApiClient): Outbox | undefined => outboxes.get(client);
