import { describe, expect, it } from 'vitest';
import {
  clampExplanation,
  explanationAfterDrag,
  explanationAfterSteps,
  explanationBounds,
  explanationHeight,
  explanationOpensByItself,
  wrapQuestion,
} from './review-results';

describe('wrapQuestion (SPEC §4 Review)', () => {
  it.each([
    [1, 5, 1, 2],
    [4, 5, 1, 5],
    [5, 5, 1, 1],
    [1, 5, -1, 5],
    [3, 5, -1, 2],
    [2, 5, 7, 4],
    [2, 5, -7, 5],
    [1, 1, 1, 1],
    [1, 1, -1, 1],
    [9, 5, 1, 1],
    [0, 5, -1, 5],
    [3, 0, 1, 0],
  ])('question %d of %d moved by %d → %d', (n, total, step, expected) => {
    expect(wrapQuestion(n, total, step)).toBe(expected);
  });
});

describe('explanationBounds', () => {
  it.each([
    // available, collapsed, min, max, initial, step
    [844, 170, 200, 489, 422, 42],
    [800, 170, 200, 464, 400, 40],
    [1000, 170, 200, 580, 500, 50],
    // 50 % is under the minimum: the panel opens at the minimum
    [380, 170, 200, 220, 200, 19],
    // 58 % is under 200: never more than 58 %, expanded fixed there, collapsed no taller
    [320, 170, 185, 185, 185, 16],
    [250, 145, 145, 145, 145, 13],
    [0, 0, 0, 0, 0, 1],
    [-10, 0, 0, 0, 0, 1],
  ])('%d px → collapsed %d, expanded %d–%d (first %d), step %d', (available, ...expected) => {
    const b = explanationBounds(available);
    expect([b.collapsed, b.min, b.max, b.initial, b.step]).toEqual(expected);
  });
});

describe('clampExplanation', () => {
  it.each([
    [100, 844, 200],
    [300, 844, 300],
    [600, 844, 489],
    [300.4, 844, 300],
    [300, 320, 185],
  ])('%d px asked in %d → %d', (height, available, expected) => {
    expect(clampExplanation(height, available)).toBe(expected);
  });
});

describe('explanationAfterDrag', () => {
  const open = { expanded: true, height: 422 };
  it.each([
    ['to a height within bounds', open, 300, 844, { expanded: true, height: 300 }],
    ['above 58 %', open, 700, 844, { expanded: true, height: 489 }],
    ['just under the minimum', open, 190, 844, { expanded: true, height: 200 }],
    ['under the middle of collapsed and minimum', open, 184, 844, { expanded: false, height: 422 }],
    [
      'a collapsed panel upwards',
      { expanded: false, height: 422 },
      260,
      844,
      { expanded: true, height: 260 },
    ],
    ['on a tiny screen, never collapsing to nothing', open, 100, 320, { expanded: false, height: 422 }],
  ])('%s', (_, panel, height, available, expected) => {
    expect(explanationAfterDrag(panel, height, available)).toEqual(expected);
  });

  it('on a screen where collapsed and expanded are one height, stays expanded', () => {
    expect(explanationAfterDrag(open, 10, 250)).toEqual({ expanded: true, height: 145 });
  });
});

describe('explanationAfterSteps (↑ +1, ↓ −1)', () => {
  it.each([
    [
      '↑ on a collapsed panel opens it at the minimum',
      { expanded: false, height: 422 },
      1,
      { expanded: true, height: 200 },
    ],
    [
      '↓ on a collapsed panel leaves it',
      { expanded: false, height: 422 },
      -1,
      { expanded: false, height: 422 },
    ],
    ['↑ grows by a step', { expanded: true, height: 422 }, 1, { expanded: true, height: 464 }],
    ['↑ stops at 58 %', { expanded: true, height: 480 }, 1, { expanded: true, height: 489 }],
    ['↓ shrinks by a step', { expanded: true, height: 422 }, -1, { expanded: true, height: 380 }],
    ['↓ stops at the minimum', { expanded: true, height: 220 }, -1, { expanded: true, height: 200 }],
    ['↓ at the minimum collapses', { expanded: true, height: 200 }, -1, { expanded: false, height: 200 }],
  ])('%s', (_, panel, steps, expected) => {
    expect(explanationAfterSteps(panel, steps, 844)).toEqual(expected);
  });
});

describe('explanationHeight', () => {
  it.each([
    [{ expanded: false, height: 422 }, 844, 170],
    [{ expanded: true, height: 422 }, 844, 422],
    // the window got lower: the remembered height is kept within the new bounds
    [{ expanded: true, height: 422 }, 500, 290],
    [{ expanded: false, height: 422 }, 250, 145],
  ])('%j in %d px → %d', (panel, available, expected) => {
    expect(explanationHeight(panel, available)).toBe(expected);
  });
});

describe('explanationOpensByItself (SPEC §4)', () => {
  it.each([
    ['fill-in-blanks (no is_true at all): opens', [{}], true, true],
    ['options revealed, none right: opens', [{ is_true: 'no' }, { is_true: 'no' }], true, true],
    ['one option right: stays', [{ is_true: 'no' }, { is_true: 'yes' }], true, false],
    ['every option right (sorting): stays', [{ is_true: 'yes' }, { is_true: 'yes' }], true, false],
    ['no options: opens', [], true, true],
    ['nothing to explain: stays', [{ is_true: 'no' }], false, false],
  ] as const)('%s', (_, options, hasExplanation, expected) => {
    expect(explanationOpensByItself(options, hasExplanation)).toBe(expected);
  });
});
