import { describe, expect, it } from 'vitest';
import { coursePlanCovers, mayEvaluate, mayPin, planOffered } from './learner-permissions';

const paid = { price: 990, subscription: ['osp'] };
const free = { price: 0, subscription: ['osp'] };
const open = { price: 990, subscription: [] };
const guest = { loggedIn: false, caps: {} };
const noPlan = { loggedIn: true, caps: {} };
const withPlan = { loggedIn: true, caps: { osp: true } };
const otherPlan = { loggedIn: true, caps: { zsv: true } };

describe('what a learner may do with a course (decision 0019)', () => {
  it.each([
    [guest, paid, false, 'login'],
    [guest, paid, true, 'login'],
    [guest, free, false, 'login'],
    [noPlan, paid, false, 'plan'],
    [otherPlan, paid, false, 'plan'],
    // sample tasks: any account
    [noPlan, paid, true, 'allowed'],
    // a free course is free in full
    [noPlan, free, false, 'allowed'],
    [withPlan, paid, false, 'allowed'],
    [noPlan, open, false, 'allowed'],
  ] as const)('evaluate: %j, course %j, preview %s → %s', (learner, course, preview, expected) => {
    expect(mayEvaluate(learner, course, { preview })).toBe(expected);
  });

  it.each([
    [guest, free, 'login'],
    [noPlan, paid, 'plan'],
    [otherPlan, paid, 'plan'],
    [noPlan, free, 'allowed'],
    [withPlan, paid, 'allowed'],
  ] as const)('pin: %j, course %j → %s', (learner, course, expected) => {
    expect(mayPin(learner, course)).toBe(expected);
  });

  it('offers the plan only for a paid course, and a plan covers what it holds every code of', () => {
    expect(planOffered(paid)).toEqual(['osp']);
    expect(planOffered(free)).toEqual([]);
    expect(planOffered({ price: 10, subscription: ['osp', 'osp', ''] })).toEqual(['osp']);
    expect(coursePlanCovers({ price: 10, subscription: ['osp', 'zsv'] }, { osp: true })).toBe(false);
    expect(coursePlanCovers({ price: 10, subscription: ['osp', 'zsv'] }, { osp: true, zsv: true })).toBe(
      true,
    );
  });
});
