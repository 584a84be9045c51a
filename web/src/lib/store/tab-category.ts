import { keepInTab, readFromTab, type TabStorage } from '../tab-storage';
import type { AppStore, CategorySelection } from './app-store';

/**
 * The selected category is not persisted (SPEC §3), but it lives as long as the browser tab, as it would
 * in a running app: a trip to the website's plans page and back in the same tab comes back to it, while
 * a new tab or a new start begins with none. Logout clears it with the store.
 */
export function keepCategoryForTab(store: AppStore, key: string, storage?: TabStorage): () => void {
  const name = `${key}:category`;
  try {
    const kept = JSON.parse(readFromTab(name, storage) ?? 'null') as Partial<CategorySelection> | null;
    if (kept && typeof kept.slug === 'string')
      store.setState({ category: { slug: kept.slug, showDetails: kept.showDetails === true } });
  } catch {
    // nothing usable kept
  }
  return store.subscribe((state, previous) => {
    if (state.category === previous.category) return;
    // storage unavailable: the selection lives in memory only
    keepInTab(name, state.category.slug === null ? null : JSON.stringify(state.category), storage);
  });
}
