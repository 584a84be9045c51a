import { describe, expect, it } from 'vitest';
import { bottomBarMode, isBottomBarVisible, type BottomBarInput } from './bottom-bar-mode';

describe('bottom bar (SPEC §4)', () => {
  const base: BottomBarInput = { loaded: true, keyboardShown: false, status: '', free: true };
  it.each<[string, Partial<BottomBarInput>, string]>([
    ['not loaded', { loaded: false }, 'hidden'],
    ['keyboard shown', { keyboardShown: true }, 'hidden'],
    ['already enrolled', { status: 'enrolled' }, 'hidden'],
    ['enrolled and not free', { status: 'enrolled', free: false }, 'hidden'],
    ['purchased', { status: 'purchased', free: false }, 'startNow'],
    ['free, not enrolled', { status: '' }, 'enroll'],
    ['free, guest (no course data)', { status: null }, 'enroll'],
    ['free, cancelled', { status: 'cancelled' }, 'enroll'],
    ['finished', { status: 'finished' }, 'finished'],
    ['finished, not free', { status: 'finished', free: false }, 'finished'],
    ['not free, not enrolled', { status: '', free: false }, 'hidden'],
    ['finished, keyboard shown', { status: 'finished', keyboardShown: true }, 'hidden'],
    ['purchased, not loaded', { status: 'purchased', loaded: false }, 'hidden'],
  ])('%s → %s', (_case, change, mode) => {
    const input = { ...base, ...change };
    expect(bottomBarMode(input)).toBe(mode);
    expect(isBottomBarVisible(input)).toBe(mode !== 'hidden');
  });
});
