import { describe, expect, it } from 'vitest';
import { groupPins } from './group-pins';
import { analogies, analytic, economy, OSP, pin, reading, TSP, ZSV } from './board-fixtures';

const shape = (groups: ReturnType<typeof groupPins>) =>
  groups.map((g) => ({
    category: g.category?.name ?? null,
    courses: g.courses.map((c) => ({
      course: c.courseName,
      quizzes: c.quizzes.map((q) => [q.quizName, ...q.pins.map((p) => p.order)]),
    })),
  }));

describe('groupPins: category, then course name, then quiz; boxes by question order', () => {
  it('groups and orders', () => {
    const pins = [
      pin(205, 5, 13, reading),
      pin(402, 2, 11, economy),
      pin(103, 3, 10, analogies),
      pin(101, 1, 11, analogies),
      pin(501, 7, 12, analytic),
      pin(201, 1, 13, reading),
    ];
    expect(shape(groupPins(pins, [OSP, ZSV, TSP]))).toEqual([
      {
        category: 'OSP',
        courses: [
          { course: 'Analytický oddíl OSP', quizzes: [['Číselné řady', 7]] },
          {
            course: 'Verbální oddíl OSP',
            quizzes: [
              ['Porozumění textu', 1, 5],
              ['Analogie – test 1', 1, 3],
            ],
          },
        ],
      },
      { category: 'ZSV', courses: [{ course: 'Ekonomie', quizzes: [['Trh a cena', 2]] }] },
    ]);
  });

  it('follows the category list’s order and keeps its premium codes', () => {
    const groups = groupPins([pin(101, 1, 11, analogies), pin(402, 2, 11, economy)], [ZSV, OSP]);
    expect(groups.map((g) => g.category)).toEqual([ZSV, OSP]);
  });

  it('shows a pin of a course in two categories under both, and one without a category last', () => {
    const both = { ...economy, categories: [ZSV, TSP] };
    const none = { ...analogies, categories: [] };
    const groups = groupPins([pin(9, 1, 10, none), pin(402, 2, 11, both)], [OSP, ZSV, TSP]);
    expect(shape(groups).map((g) => g.category)).toEqual(['ZSV', 'TSP', null]);
  });

  it('with one category puts every pin under it', () => {
    const groups = groupPins([pin(101, 1, 11, analogies), pin(501, 7, 12, analytic)], [OSP, ZSV], OSP);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.category).toBe(OSP);
    expect(groups[0]?.courses.map((c) => c.courseName)).toEqual([
      'Analytický oddíl OSP',
      'Verbální oddíl OSP',
    ]);
  });

  it('is empty without pins', () => {
    expect(groupPins([], [OSP])).toEqual([]);
  });
});
