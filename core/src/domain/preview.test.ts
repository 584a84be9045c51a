import { describe, expect, it } from 'vitest';
import { hasPreviewQuiz, previewAudience, previewOffered } from './preview';

const sampleQuiz = [
  {
    items: [
      { type: 'lp_lesson', preview: true },
      { type: 'lp_quiz', preview: true },
    ],
  },
];
const lockedQuiz = [
  {
    items: [
      { type: 'lp_lesson', preview: true },
      { type: 'lp_quiz', preview: false },
    ],
  },
];
const lessonsOnly = [{ items: [{ type: 'lp_lesson', preview: true }] }];
const laterSection = [{ items: [] }, { items: [{ type: 'lp_quiz', preview: true }] }];

describe('hasPreviewQuiz', () => {
  it.each([
    ['a sample quiz', sampleQuiz, true],
    ['a sample quiz in a later section', laterSection, true],
    ['only quizzes that are not samples', lockedQuiz, false],
    ['only a sample lesson', lessonsOnly, false],
    ['no sections', [], false],
    ['no curriculum sent', undefined, false],
  ])('%s → %s', (_, sections, expected) => expect(hasPreviewQuiz(sections)).toBe(expected));
});

describe('previewAudience', () => {
  it.each([
    [false, false, '', 'guest'],
    [false, true, 'enrolled', 'guest'],
    [true, false, '', 'withoutPlan'],
    [true, false, 'enrolled', 'withoutPlan'],
    [true, true, '', 'notEnrolled'],
    [true, true, 'purchased', 'notEnrolled'],
    [true, true, null, 'notEnrolled'],
    [true, true, 'enrolled', 'member'],
    [true, true, 'finished', 'member'],
  ] as const)(
    'logged in %s, holds plan %s, status %j → %s',
    (loggedIn, holdsPremium, courseStatus, audience) =>
      expect(previewAudience({ loggedIn, holdsPremium, courseStatus })).toBe(audience),
  );
});

describe('previewOffered', () => {
  it.each([
    ['guest, preview mode on, sample quiz', true, false, false, sampleQuiz, true],
    ['learner without the plan, sample quiz', true, true, false, sampleQuiz, true],
    ['learner with the plan', true, true, true, sampleQuiz, false],
    ['guest, preview mode off', false, false, false, sampleQuiz, false],
    ['learner without the plan, preview mode off', false, true, false, sampleQuiz, false],
    ['guest, no sample quiz', true, false, false, lockedQuiz, false],
    ['guest, lessons only', true, false, false, lessonsOnly, false],
    ['guest, curriculum unknown', true, false, false, undefined, false],
  ])('%s → %s', (_, previewMode, loggedIn, holdsPremium, sections, expected) =>
    expect(previewOffered({ previewMode, loggedIn, holdsPremium, sections })).toBe(expected),
  );
});
