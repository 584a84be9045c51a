import { createContext } from 'react';

const STORAGE_KEY = 'studovna.historyTrail';

type TrailStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The path shown at each index of this tab's history, kept in session storage so that it survives a
 * reload: Back asks it which screens lie behind the current one.
 */
export interface HistoryTrail {
  /** Notes that the entry at `index` shows `path`; the entries after it are no longer known. */
  record(index: number, path: string): void;
  /** The paths of the entries before `index`, oldest first (`undefined` where not known). */
  before(index: number): (string | undefined)[];
}

function read(storage: TrailStorage | undefined): (string | null)[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.map((path) => (typeof path === 'string' ? path : null)) : [];
  } catch {
    return [];
  }
}

export function sessionHistoryTrail(
  storage: TrailStorage | undefined = globalThis.sessionStorage,
): HistoryTrail {
  return {
    record(index, path) {
      const trail = read(storage).slice(0, index);
      while (trail.length < index) trail.push(null);
      trail.push(path);
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(trail));
      } catch {
        // storage full or refused: Back then goes up by replacing
      }
    },
    before(index) {
      const trail = read(storage);
      return Array.from({ length: Math.max(index, 0) }, (_, i) => trail[i] ?? undefined);
    },
  };
}

/** The paths of the history entries before the current one (none known outside the app's router). */
export const EarlierEntriesContext = createContext<() => (string | undefined)[]>(() => []);
