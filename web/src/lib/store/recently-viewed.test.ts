import { describe, expect, it } from 'vitest';
import { jana } from '../../test/fixtures';
import { makeToken } from '../../test/fetch-stub';
import { memoryStorage } from '../../test/memory-storage';
import { createAppStore, selectRecentlyViewed } from './app-store';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedEntry } from './recently-viewed';

const petr = { ...jana, id: 8, name: 'Petr Svoboda', username: 'petr' };

const entry = (userId: number, id: number, timestamp: number, type: 'lp_lesson' | 'lp_quiz' = 'lp_lesson') =>
  ({
    userId,
    item: { id, type, title: `Položka ${id}` },
    courseData: { id: 12, name: 'Verbální oddíl OSP' },
    timestamp,
  }) satisfies RecentlyViewedEntry;

function storeOf(user: typeof jana | null) {
  const memory = memoryStorage();
  const store = createAppStore('localhost', memory.storage);
  if (user) {
    store.getState().setToken(makeToken(86400));
    store.getState().setUser(user);
  }
  return { store, memory };
}

const ids = (list: RecentlyViewedEntry[]) => list.map((e) => `${e.item.type}:${e.item.id}`);

describe('recently viewed slice (SPEC §3, §9)', () => {
  it('keeps the newest first and one entry per item, moving a reopened item to the top', () => {
    const { store } = storeOf(jana);
    const add = store.getState().addRecentlyViewed;
    add(entry(7, 1, 100));
    add(entry(7, 2, 200));
    add(entry(7, 1, 300));
    add(entry(7, 1, 400, 'lp_quiz'));
    const list = selectRecentlyViewed(store.getState());
    expect(ids(list)).toEqual(['lp_quiz:1', 'lp_lesson:1', 'lp_lesson:2']);
    expect(list[1]!.timestamp).toBe(300);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} items of a learner`, () => {
    const { store } = storeOf(jana);
    for (let id = 1; id <= 8; id++) store.getState().addRecentlyViewed(entry(7, id, id));
    expect(ids(selectRecentlyViewed(store.getState()))).toEqual([
      'lp_lesson:8',
      'lp_lesson:7',
      'lp_lesson:6',
      'lp_lesson:5',
      'lp_lesson:4',
    ]);
  });

  it("never shows one learner's items to another learner or a guest; each keeps their own five", () => {
    const { store } = storeOf(jana);
    for (let id = 1; id <= 3; id++) store.getState().addRecentlyViewed(entry(7, id, id));
    for (let id = 11; id <= 17; id++) store.getState().addRecentlyViewed(entry(8, id, id));

    expect(ids(selectRecentlyViewed(store.getState()))).toEqual([
      'lp_lesson:3',
      'lp_lesson:2',
      'lp_lesson:1',
    ]);
    store.getState().setUser(petr);
    expect(ids(selectRecentlyViewed(store.getState()))).toEqual([
      'lp_lesson:17',
      'lp_lesson:16',
      'lp_lesson:15',
      'lp_lesson:14',
      'lp_lesson:13',
    ]);
  });

  it('is hidden after logout and back for the same learner at the next login (it never expires)', () => {
    const { store } = storeOf(jana);
    store.getState().addRecentlyViewed(entry(7, 1, 100));
    store.getState().logout();
    expect(selectRecentlyViewed(store.getState())).toEqual([]);

    store.getState().setToken(makeToken(86400));
    store.getState().setUser(petr);
    expect(selectRecentlyViewed(store.getState())).toEqual([]);
    store.getState().setUser(jana);
    expect(ids(selectRecentlyViewed(store.getState()))).toEqual(['lp_lesson:1']);
  });

  it('is persisted and read back by a new store on the same browser', () => {
    const { store, memory } = storeOf(jana);
    store.getState().addRecentlyViewed(entry(7, 5, 500));
    const again = createAppStore('localhost', memory.storage);
    expect(ids(selectRecentlyViewed(again.getState()))).toEqual(['lp_lesson:5']);
    expect(JSON.parse(memory.data.get('localhost')!).state.app.recentlyViewed).toHaveLength(1);
  });
});
