import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { createStorePersister } from './store-persister';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('the query cache persisted in the store', () => {
  afterEach(() => vi.useRealTimers());

  it('survives a reload under the one key named after the domain', async () => {
    const storage = memoryStorage();
    const store = createAppStore('studovna.cz', storage);
    const client = new QueryClient();
    client.setQueryData(['categories', 'list'], [{ id: 1, slug: 'osp' }]);
    await persistQueryClientSave({
      queryClient: client,
      persister: createStorePersister(store, 0),
      buster: '1',
    });
    await new Promise((r) => setTimeout(r, 5));
    expect([...storage.data.keys()]).toEqual(['studovna.cz']);

    // a reload: a new store reads the same storage, a new client is restored from it
    const reloaded = createAppStore('studovna.cz', storage);
    const fresh = new QueryClient();
    await persistQueryClientRestore({
      queryClient: fresh,
      persister: createStorePersister(reloaded),
      buster: '1',
    });
    expect(fresh.getQueryData(['categories', 'list'])).toEqual([{ id: 1, slug: 'osp' }]);
  });

  it('is dropped when the app version changes, and on logout', async () => {
    const storage = memoryStorage();
    const store = createAppStore('studovna.cz', storage);
    const client = new QueryClient();
    client.setQueryData(['x'], 1);
    await persistQueryClientSave({
      queryClient: client,
      persister: createStorePersister(store, 0),
      buster: '1',
    });
    await new Promise((r) => setTimeout(r, 5));
    const newVersion = new QueryClient();
    await persistQueryClientRestore({
      queryClient: newVersion,
      persister: createStorePersister(store),
      buster: '2',
    });
    expect(newVersion.getQueryData(['x'])).toBeUndefined();

    await persistQueryClientSave({
      queryClient: client,
      persister: createStorePersister(store, 0),
      buster: '1',
    });
    await new Promise((r) => setTimeout(r, 5));
    store.getState().logout();
    expect(store.getState().cached).toBeNull();
  });

  it('writes at most once per throttle window, the last state winning', async () => {
    vi.useFakeTimers();
    const store = createAppStore('studovna.cz', memoryStorage());
    const setCached = vi.spyOn(store.getState(), 'setCached');
    const persister = createStorePersister(store, 1000);
    const client = (n: number) => ({ timestamp: n, buster: '', clientState: { queries: [], mutations: [] } });
    await persister.persistClient(client(1));
    await persister.persistClient(client(2));
    expect(setCached).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(setCached).toHaveBeenCalledTimes(1);
    expect(store.getState().cached?.timestamp).toBe(2);
  });
});

describe('gcTimeFor', () => {
  it('keeps lifetimes within what a timer can wait, and "never" as never', async () => {
    const { gcTimeFor, MAX_TIMER_MS } = await import('./query-client');
    expect(gcTimeFor(30 * 86_400_000)).toBe(MAX_TIMER_MS);
    expect(gcTimeFor(86_400_000)).toBe(86_400_000);
    expect(gcTimeFor(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('writes a throttled write at once when asked (the page is going away)', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const store = createAppStore('studovna.cz', storage);
    const persister = createStorePersister(store, 1000);
    const client = new QueryClient();
    client.setQueryData(['board', 'due'], 2);
    await persistQueryClientSave({ queryClient: client, persister, buster: '1' });
    expect(storage.data.get('studovna.cz') ?? '').not.toContain('"board"');
    persister.flush();
    expect(storage.data.get('studovna.cz')).toContain('"board"');
  });
});
