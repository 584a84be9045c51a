import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 4, 20, 12, 0, 0);
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, 'cs', 'nyní'],
    [30_000, 'cs', 'nyní'],
    [5 * MIN, 'cs', 'před 5 minutami'],
    [119 * MIN, 'cs', 'před 1 hodinou'],
    [2 * 60 * MIN, 'cs', 'před 2 hodinami'],
    [30 * 60 * MIN, 'cs', 'včera'],
    [3 * 24 * 60 * MIN, 'cs', 'před 3 dny'],
    [15 * 24 * 60 * MIN, 'cs', 'před 2 týdny'],
    [400 * 24 * 60 * MIN, 'cs', 'minulý rok'],
    [2 * 60 * MIN, 'en', '2 hours ago'],
    [-5 * MIN, 'cs', 'nyní'],
  ])('%i ms ago in %s is "%s"', (ago, locale, text) => {
    expect(relativeTime(NOW - ago, NOW, locale)).toBe(text);
  });
});
