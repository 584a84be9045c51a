import { describe, expect, it } from 'vitest';
import {
  canFinishCourse,
  canRetakeCourse,
  coursePassingThreshold,
  coursePercent,
  courseAccess,
  graduationActions,
  isFreeForLearner,
  isItemClickable,
  itemAccess,
  type ItemAccessInput,
} from './course-access';

describe('itemAccess / isItemClickable (SPEC §4, §6)', () => {
  const base: ItemAccessInput = {
    loggedIn: true,
    courseStatus: 'enrolled',
    preview: false,
    locked: false,
    holdsPremium: true,
  };
  it.each<[Partial<ItemAccessInput>, string, boolean]>([
    [{}, 'open', true],
    [{ courseStatus: 'finished' }, 'open', true],
    [{ loggedIn: false, courseStatus: null }, 'login', false],
    [{ loggedIn: false, courseStatus: null, preview: true }, 'open', true],
    [{ courseStatus: '', preview: true, holdsPremium: false }, 'open', true],
    [{ courseStatus: '' }, 'enroll', false],
    [{ courseStatus: 'purchased' }, 'enroll', false],
    [{ courseStatus: 'pending' }, 'enroll', false],
    [{ courseStatus: '', holdsPremium: false }, 'wantIt', false],
    [{ courseStatus: 'enrolled', locked: true, holdsPremium: false }, 'wantIt', false],
    [{ courseStatus: 'enrolled', locked: true }, 'locked', false],
    [{ courseStatus: undefined, holdsPremium: false, loggedIn: false }, 'login', false],
  ])('%j → %s (clickable %s)', (change, access, clickable) => {
    const input = { ...base, ...change };
    expect(itemAccess(input)).toBe(access);
    expect(isItemClickable(input)).toBe(clickable);
  });
});

describe('courseAccess', () => {
  const course = (subscriptions: string[][], status?: 'enrolled', price = 990) => ({
    price,
    categories: subscriptions.map((subscription) => ({ meta: { subscription } })),
    course_data: status ? { status } : null,
  });
  it.each([
    // a free course in a category with a plan needs no plan (decision 0019)
    [course([['osp']], undefined, 0), {}, { status: '', requiredPremiums: [], holdsPremium: true }],
    [course([['osp']]), {}, { status: '', requiredPremiums: ['osp'], holdsPremium: false }],
    [
      course([['osp']], 'enrolled'),
      { osp: true },
      { status: 'enrolled', requiredPremiums: ['osp'], holdsPremium: true },
    ],
    [
      course([['osp'], ['osp', 'zsv']]),
      { osp: true },
      { status: '', requiredPremiums: ['osp', 'zsv'], holdsPremium: false },
    ],
    [course([[]]), {}, { status: '', requiredPremiums: [], holdsPremium: true }],
    [{ price: 990 }, {}, { status: '', requiredPremiums: [], holdsPremium: true }],
  ])('%j with caps %j → %j', (input, caps, expected) => {
    expect(courseAccess(input, caps)).toEqual(expected);
  });
});

describe('isFreeForLearner', () => {
  it.each([
    [0, [], true, true],
    [0, ['osp'], false, true],
    [990, ['osp'], true, true],
    [990, ['osp'], false, false],
    [990, [], true, false],
  ])('price %d, required %j, holds %s → %s', (price, requiredPremiums, holdsPremium, free) => {
    expect(isFreeForLearner(price, { requiredPremiums, holdsPremium })).toBe(free);
  });
});

describe('retake and finish', () => {
  it.each([
    ['finished', true, true],
    ['finished', false, false],
    ['enrolled', true, false],
    [undefined, true, false],
  ] as const)('retake: status %s, can_retake %s → %s', (status, can, expected) => {
    expect(canRetakeCourse(status, can)).toBe(expected);
  });
  it.each([
    ['enrolled', true, true],
    ['enrolled', false, false],
    ['finished', true, false],
    ['', true, false],
  ] as const)('finish: status %s, can_finish %s → %s', (status, can, expected) => {
    expect(canFinishCourse(status, can)).toBe(expected);
  });
});

describe('graduationActions (SPEC §4 item graduation)', () => {
  it.each([
    ['', { primary: 'startNow', repeat: false }],
    [undefined, { primary: 'startNow', repeat: false }],
    ['in-progress', { primary: 'continue', repeat: false }],
    ['failed', { primary: 'fix', repeat: true }],
    ['passed', { primary: 'retake', repeat: true }],
  ] as const)('%s → %j', (graduation, expected) => {
    expect(graduationActions(graduation)).toEqual(expected);
  });
});

describe('coursePercent and coursePassingThreshold (SPEC §4, §5)', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [0.12345, 12.35],
    [1, 100],
    [42, 42],
    [66.666, 66.67],
  ])('percent of %d → %d', (value, percent) => expect(coursePercent(value)).toBe(percent));

  it.each([
    [70, 70],
    [0, 0],
    [100, 100],
    [101, 0],
    [-5, 0],
    [Number.NaN, 0],
    [undefined, 0],
  ])('threshold %s → %d', (value, threshold) => expect(coursePassingThreshold(value)).toBe(threshold));
});
