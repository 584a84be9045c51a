import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { createAppStore } from './app-store';
import { keepCategoryForTab } from './tab-category';

describe('the selected category lives as long as the tab', () => {
  it('comes back in a new page of the same tab, never from the persisted store, and goes on logout', () => {
    const persisted = memoryStorage();
    const tab = memoryStorage();
    const first = createAppStore('localhost', persisted.storage);
    keepCategoryForTab(first, 'localhost', tab.storage);
    first.getState().selectCategory('zsv');
    expect(persisted.data.get('localhost')).not.toContain('zsv');

    const again = createAppStore('localhost', persisted.storage);
    keepCategoryForTab(again, 'localhost', tab.storage);
    expect(again.getState().category).toEqual({ slug: 'zsv', showDetails: true });

    const otherTab = createAppStore('localhost', persisted.storage);
    keepCategoryForTab(otherTab, 'localhost', memoryStorage().storage);
    expect(otherTab.getState().category).toEqual({ slug: null, showDetails: false });

    again.getState().logout();
    const afterLogout = createAppStore('localhost', persisted.storage);
    keepCategoryForTab(afterLogout, 'localhost', tab.storage);
    expect(afterLogout.getState().category.slug).toBeNull();
  });
});
