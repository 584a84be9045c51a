import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quizApi, wishlistApi } from '@studovna/core/contract';
import type { StateStorage } from 'zustand/middleware';
import { createFetchStub, type Routes, type StubReply } from '../../test/fetch-stub';
import { jana, LP, SITE } from '../../test/fixtures';
import { createApiClient } from '../api';
import { createAppStore } from '../store';
import { createNetworkState } from './network-state';
import { createOutbox, RECONNECT_DELAY_MS } from './outbox';

const SAVE = `POST ${LP}/quiz/save-answers`;
const FINISH = `POST ${LP}/quiz/finish`;
const WISH = `POST ${LP}/wishlist/toggle`;
const ok = { status: 200, body: { status: 'success', message: '', data: null } } as const;

function memoryStorage(): StateStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function setup(routes: Routes, storage = memoryStorage(), userId = jana.id) {
  const store = createAppStore('outbox-test', storage);
  store.getState().setToken('token');
  store.getState().setUser({ ...jana, id: userId });
  const stub = createFetchStub(routes);
  const network = createNetworkState(true);
  const client = createApiClient({
    baseUrl: SITE.site,
    fetch: stub.fetch,
    getToken: () => store.getState().user.token,
    onReachability: network.report,
    warn: () => {},
  });
  const outbox = createOutbox({ store, client, network });
  const save = (n: number, critical = true) =>
    outbox.queue({
      endpoint: quizApi.saveAnswers,
      request: { body: { id: 5, answered: { [String(n)]: `a${n}` } } },
      critical,
    });
  const sent = (path: string) => stub.requests.filter((r) => r.url.pathname === `${LP}${path}`);
  return { store, stub, network, outbox, save, sent, storage };
}

let online = true;

describe('the outbox', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends at once when online, with the action id, and forgets the action once answered', async () => {
    const { save, store, sent } = setup({ [SAVE]: ok });
    const result = await save(1);
    expect(result?.ok).toBe(true);
    const [request] = sent('/quiz/save-answers');
    expect(request?.headers.get('X-Action-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().failed).toEqual([]);
  });

  it('keeps actions made offline and replays them in order, one at a time, when the connection returns', async () => {
    let inFlight = 0;
    let most = 0;
    const slow = async (): Promise<StubReply> => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight -= 1;
      return ok;
    };
    const { save, store, outbox, sent, network } = setup({ [SAVE]: slow });
    const stop = outbox.start();
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(network.store.getState().online).toBe(false);
    expect(await save(1)).toBeNull();
    expect(await save(2)).toBeNull();
    expect(await save(3)).toBeNull();
    expect(store.getState().failed).toHaveLength(3);
    expect(sent('/quiz/save-answers')).toHaveLength(0);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1000);
    const bodies = sent('/quiz/save-answers').map((r) => (r.body as { answered: object }).answered);
    expect(bodies).toEqual([{ 1: 'a1' }, { 2: 'a2' }, { 3: 'a3' }]);
    expect(most).toBe(1);
    expect(store.getState().failed).toEqual([]);
    stop();
  });

  it('keeps the queue across a reload (a new store on the same storage) and replays it with the same ids', async () => {
    online = false;
    const first = setup({ [SAVE]: ok });
    await first.save(1);
    const id = first.store.getState().failed[0]?.id;
    expect(id).toBeTruthy();

    online = true;
    const second = setup({ [SAVE]: ok }, first.storage);
    expect(second.store.getState().failed.map((a) => a.id)).toEqual([id]);
    await second.outbox.replay();
    expect(second.sent('/quiz/save-answers')[0]?.headers.get('X-Action-Id')).toBe(id);
    expect(second.store.getState().failed).toEqual([]);
  });

  it('drops a background action after 5 failed attempts, but never a critical one', async () => {
    const { outbox, store, sent } = setup({ [WISH]: { status: 500 }, [FINISH]: { status: 503 } });
    void outbox.queue({
      endpoint: wishlistApi.toggleWishlist,
      request: { body: { id: 1 } },
    });
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(sent('/wishlist/toggle')).toHaveLength(5);
    expect(store.getState().failed).toEqual([]);

    void outbox.queue({
      endpoint: quizApi.finishQuiz,
      request: { body: { id: 5, answered: {} } },
      critical: true,
    });
    for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(sent('/quiz/finish').length).toBeGreaterThan(5);
    expect(store.getState().failed).toHaveLength(1);
    expect(store.getState().failed[0]?.attempts).toBeGreaterThan(5);
  });

  it('sends again an action the server is still applying (409 action_in_progress), and stops at a final 4xx', async () => {
    let calls = 0;
    const { save, store, sent, outbox } = setup({
      [SAVE]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 409,
              body: {
                code: 'action_in_progress',
                message: 'Tato akce se právě zpracovává.',
                data: { status: 409 },
              },
            }
          : ok;
      },
      [FINISH]: {
        status: 400,
        body: { code: 'quiz.notStarted', message: 'Kvíz neběží', data: { status: 400 } },
      },
    });
    expect(await save(1)).toBeNull();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    const ids = sent('/quiz/save-answers').map((r) => r.headers.get('X-Action-Id'));
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(store.getState().failed).toEqual([]);

    const refused = await outbox.queue({
      endpoint: quizApi.finishQuiz,
      request: { body: { id: 5, answered: {} } },
      critical: true,
    });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(sent('/quiz/finish')).toHaveLength(1);
    expect(store.getState().failed).toEqual([]);
  });

  it('replays when the connection returns, but not sooner than 5 s after the last replay began', async () => {
    let down = true;
    const { save, outbox, network, sent, store } = setup({ [SAVE]: () => (down ? 'network-error' : ok) });
    const stop = outbox.start();
    online = false;
    expect(await save(1)).toBeNull();
    online = true;
    down = true;
    await outbox.replay();
    expect(network.store.getState().online).toBe(false);
    expect(sent('/quiz/save-answers')).toHaveLength(1);

    down = false;
    network.report(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 1000);
    expect(sent('/quiz/save-answers')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent('/quiz/save-answers')).toHaveLength(2);
    expect(store.getState().failed).toEqual([]);
    stop();
  });

  it("keeps another learner's actions until that learner logs in again", async () => {
    online = false;
    const first = setup({ [SAVE]: ok });
    await first.save(1);
    online = true;
    const other = setup({ [SAVE]: ok }, first.storage, jana.id + 1);
    await other.outbox.replay();
    expect(other.sent('/quiz/save-answers')).toHaveLength(0);
    expect(other.store.getState().failed).toHaveLength(1);
    const stop = other.outbox.start();
    other.store.getState().setUser(jana);
    await vi.advanceTimersByTimeAsync(0);
    expect(other.sent('/quiz/save-answers')).toHaveLength(1);
    expect(other.store.getState().failed).toEqual([]);
    stop();
  });

  it("ends a rate-limited background action with the server's answer, but keeps a critical one", async () => {
    const limited = {
      status: 429,
      body: {
        code: 'rate_limited',
        message: 'Příliš mnoho komentářů, zkus to za chvíli.',
        data: { status: 429 },
      },
    };
    const { outbox, store, sent } = setup({ [WISH]: limited, [FINISH]: limited });
    const wish = await outbox.queue({ endpoint: wishlistApi.toggleWishlist, request: { body: { id: 1 } } });
    expect(wish).toMatchObject({ ok: false, status: 429 });
    expect(sent('/wishlist/toggle')).toHaveLength(1);

    const finish = await outbox.queue({
      endpoint: quizApi.finishQuiz,
      request: { body: { id: 5, answered: {} } },
      critical: true,
    });
    expect(finish).toBeNull();
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    expect(sent('/quiz/finish')).toHaveLength(2);
    expect(store.getState().failed.map((a) => a.endpoint)).toEqual(['quiz.finish']);
  });

  it('hands an outcome nobody on screen told to the unclaimed listeners only', async () => {
    online = false;
    const { outbox, save } = setup({ [SAVE]: ok, [WISH]: ok });
    const unclaimed: string[] = [];
    outbox.onUnclaimed((action) => void unclaimed.push(action.endpoint));
    outbox.onSettled((action) => action.endpoint === 'wishlist.toggle');
    await save(1);
    await outbox.queue({ endpoint: wishlistApi.toggleWishlist, request: { body: { id: 1 } } });
    online = true;
    await outbox.replay();
    expect(unclaimed).toEqual(['quiz.saveAnswers']);
  });
});
