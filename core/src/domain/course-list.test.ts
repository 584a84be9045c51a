import { describe, expect, it } from 'vitest';
import {
  courseListColumns,
  matchesCourseType,
  nextStep,
  progressPercent,
  type CourseType,
} from './course-list';

const item = (id: number, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  title: `Položka ${id}`,
  ...extra,
});

describe('course list columns', () => {
  it.each([
    [320, 1],
    [390, 1],
    [600, 1],
    [601, 2],
    [1024, 2],
  ])('window %d px wide → %d column(s)', (width, columns) => expect(courseListColumns(width)).toBe(columns));
});

describe('course types', () => {
  const quizOnly = { sections: [{ id: 1, items: [item(1, 'lp_quiz')] }] };
  const lessonOnly = { sections: [{ id: 1, items: [item(2, 'lp_lesson')] }] };
  const both = {
    sections: [
      { id: 1, items: [item(3, 'lp_lesson')] },
      { id: 2, items: [item(4, 'lp_quiz')] },
    ],
  };
  const empty = { sections: [] };
  const unknown = {};
  it.each<[string, object, CourseType, boolean]>([
    ['quiz course', quizOnly, 'all', true],
    ['quiz course', quizOnly, 'quizzes', true],
    ['quiz course', quizOnly, 'theory', false],
    ['lesson course', lessonOnly, 'quizzes', false],
    ['lesson course', lessonOnly, 'theory', true],
    ['mixed course', both, 'quizzes', true],
    ['mixed course', both, 'theory', true],
    ['empty curriculum', empty, 'quizzes', false],
    ['empty curriculum', empty, 'all', true],
    ['curriculum not sent', unknown, 'theory', true],
  ])('%s, type %s → %s', (_, course, type, expected) =>
    expect(matchesCourseType(course, type)).toBe(expected),
  );
});

describe('next step', () => {
  it.each([
    [
      'the item in progress wins',
      [
        item(1, 'lp_lesson', { status: 'completed' }),
        item(2, 'lp_quiz'),
        item(3, 'lp_quiz', { graduation: 'in-progress' }),
      ],
      3,
    ],
    [
      'else the first not done',
      [item(1, 'lp_lesson', { status: 'completed' }), item(2, 'lp_quiz'), item(3, 'lp_quiz')],
      2,
    ],
    [
      'a failed quiz is still to do',
      [item(1, 'lp_quiz', { graduation: 'failed', status: 'completed' }), item(2, 'lp_quiz')],
      1,
    ],
    ['locked items are skipped', [item(1, 'lp_quiz', { locked: true }), item(2, 'lp_lesson')], 2],
    ['previews are not steps', [item(1, 'lp_course_preview'), item(2, 'lp_lesson')], 2],
    [
      'all passed → none',
      [item(1, 'lp_quiz', { graduation: 'passed' }), item(2, 'lp_lesson', { status: 'completed' })],
      null,
    ],
  ])('%s', (_, items, expectedId) => {
    expect(nextStep({ sections: [{ id: 9, items }] })?.item.id ?? null).toBe(expectedId);
  });

  it('names the section of the step and answers null without a curriculum', () => {
    expect(
      nextStep({
        sections: [
          { id: 4, items: [] },
          { id: 5, items: [item(7, 'lp_quiz')] },
        ],
      }),
    ).toMatchObject({
      sectionId: 5,
      item: { id: 7 },
    });
    expect(nextStep({})).toBeNull();
  });
});

describe('progress percent', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [-5, 0],
    [0, 0],
    [0.5, 50],
    [1, 100],
    [0.33333, 33.33],
    [33.333, 33.33],
    [80, 80],
    [140, 100],
    [Number.NaN, 0],
  ])('%s → %s %%', (value, percent) => expect(progressPercent(value)).toBe(percent));
});
