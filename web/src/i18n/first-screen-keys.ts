import { pluralBase } from './translate';

/**
 * The Czech messages that come with the first load (the shell, tabs, toasts, sync, errors, home, catalog,
 * course list and search): whole areas (`home.`) or single keys (a plural key by its base). Every other
 * key of cs.json arrives with the lazy screens. first-screen.test.ts fails when code loaded at start uses a
 * key not listed here.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = [
  'app.',
  'categories.',
  'common.',
  'courses.',
  'errors.',
  'home.',
  'logo.',
  'logs.',
  'search.',
  'session.',
  'sync.',
  'tabs.',
  'board.dueCount',
  'comments.delete',
  'plans.expired.',
  'support.appVersion',
  'support.pageAddress',
];

export function isFirstScreenKey(key: string): boolean {
  const base = pluralBase(key);
  return FIRST_SCREEN_KEYS.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : base === entry));
}
