import { describe, expect, it } from 'vitest';
import { keepInTab, readFromTab, takeFromTab, type TabStorage } from './tab-storage';

const memory = (): TabStorage & { kept: Map<string, string> } => {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (name) => kept.get(name) ?? null,
    setItem: (name, value) => void kept.set(name, value),
    removeItem: (name) => void kept.delete(name),
  };
};

const refusing: TabStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('what lives as long as the tab', () => {
  it('keeps, reads, forgets a value and takes it only once', () => {
    const storage = memory();
    expect(keepInTab('wish', '1', storage)).toBe(true);
    expect(readFromTab('wish', storage)).toBe('1');
    expect(takeFromTab('wish', storage)).toBe('1');
    expect(takeFromTab('wish', storage)).toBeNull();
    keepInTab('wish', '2', storage);
    keepInTab('wish', null, storage);
    expect(storage.kept.size).toBe(0);
  });

  it('reads a refusing or missing storage as empty and says nothing was kept', () => {
    expect(keepInTab('wish', '1', refusing)).toBe(false);
    expect(readFromTab('wish', refusing)).toBeNull();
    expect(takeFromTab('wish', refusing)).toBeNull();
  });
});
