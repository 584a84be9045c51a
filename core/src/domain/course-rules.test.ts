import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIME, isFresh } from './cache-lifetimes';
import { canRetake, courseResult, isItemLocked, type ItemProgress } from './course-rules';
import { hasMorePages, SORT_FILTERS, sortQuery } from './course-sort';
import { holdsAllPremiums, premiumRoles, showsActivePlanBadge } from './premium';
import { renderCurrentPrice, renderPrice } from './price';

describe('renderPrice', () => {
  it.each([
    [0, '0\u00a0Kč'],
    [990, '990\u00a0Kč'],
    [1290, '1\u00a0290\u00a0Kč'],
    [1234567, '1\u00a0234\u00a0567\u00a0Kč'],
  ])('%d → %s', (crowns, text) => expect(renderPrice(crowns)).toBe(text));

  it.each([
    [{ price: 0, salePrice: null }, 'Zdarma'],
    [{ price: 1490, salePrice: 1190 }, '1\u00a0190\u00a0Kč'],
    [{ price: 990, salePrice: 1200 }, '990\u00a0Kč'],
    [{ price: 500, salePrice: 0 }, 'Zdarma'],
  ])('current price of %j is %s', (p, text) => expect(renderCurrentPrice(p)).toBe(text));
});

describe('sort filters', () => {
  it('maps the seven SPEC §9 filters, default date ascending', () => {
    expect(sortQuery()).toEqual({ orderby: 'date', order: 'asc' });
    expect(SORT_FILTERS[1]).toEqual({ orderby: 'price', order: 'asc' });
    expect(SORT_FILTERS[2]).toEqual({ orderby: 'price', order: 'desc' });
    expect(SORT_FILTERS[3]).toMatchObject({ on_sale: true });
    expect(SORT_FILTERS[4]).toMatchObject({ popular: true });
    expect(SORT_FILTERS[5]).toEqual({ orderby: 'date', order: 'desc' });
    expect(SORT_FILTERS[6]).toEqual({ orderby: 'title', order: 'asc' });
  });
  it.each([
    [10, true],
    [9, false],
    [0, false],
  ])('a page of %d has more: %s', (n, more) => expect(hasMorePages(n)).toBe(more));
});

describe('premium', () => {
  it.each([
    [{}, [], true, false],
    [{ osp: true }, ['osp'], true, true],
    [{ osp: true }, ['osp', 'zsv'], false, false],
    [{ osp: true, zsv: true }, ['osp', 'zsv'], true, true],
    [{ zsv: true }, ['osp'], false, false],
  ])('caps %j, required %j: holds %s, badge %s', (caps, required, holds, badge) => {
    expect(holdsAllPremiums(caps, required)).toBe(holds);
    expect(showsActivePlanBadge(caps, required)).toBe(badge);
  });
  it('finds the premium roles', () => {
    expect(premiumRoles({ subscriber: {}, premium_osp: {}, lp_teacher: {} })).toEqual(['premium_osp']);
  });
});

describe('cache lifetimes', () => {
  it.each([
    [{ timestamp: 0, duration: CACHE_LIFETIME.day }, CACHE_LIFETIME.day - 1, true],
    [{ timestamp: 0, duration: CACHE_LIFETIME.day }, CACHE_LIFETIME.day, false],
    [{ timestamp: 0, duration: CACHE_LIFETIME.always }, 0, false],
    [{ timestamp: 0, duration: CACHE_LIFETIME.never }, 1e15, true],
  ])('%j at %d is fresh: %s', (cached, now, fresh) => expect(isFresh(cached, now)).toBe(fresh));
});

describe('course rules', () => {
  it.each([
    ['finished', 2, 1, true],
    ['finished', 2, 2, false],
    ['finished', -1, 99, true],
    ['enrolled', 2, 0, false],
    [null, 2, 0, false],
  ] as const)('status %s, retake count %d, retaken %d: may retake %s', (status, count, retaken, may) =>
    expect(canRetake(status, count, retaken)).toBe(may),
  );

  it.each([
    [false, 'enrolled', false],
    [false, 'finished', false],
    [false, 'purchased', true],
    [false, null, true],
    [true, null, false],
  ] as const)('preview %s, status %s: locked %s', (preview, status, locked) =>
    expect(isItemLocked(preview, status)).toBe(locked),
  );

  it('counts a lesson once completed, a quiz once completed and passed', () => {
    const items: ItemProgress[] = [
      { type: 'lp_lesson', status: 'completed' },
      { type: 'lp_quiz', status: 'completed', graduation: 'failed' },
      { type: 'lp_quiz', status: 'completed', graduation: 'passed' },
    ];
    expect(courseResult(items, 60)).toEqual({
      result: 66.67,
      pass: 1,
      count_items: 3,
      completed_items: 3,
      items: {
        lesson: { completed: 1, passed: 1, total: 1 },
        quiz: { completed: 2, passed: 1, total: 2 },
      },
    });
    expect(courseResult(items, 70).pass).toBe(0);
    expect(courseResult(items, 170).pass).toBe(1);
    expect(courseResult([], 0).result).toBe(0);
  });
});
