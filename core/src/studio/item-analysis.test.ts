import { describe, expect, it } from 'vitest';
import { discrimination, facility, itemFlags, type ItemSums } from './item-analysis';

/** Sums of learners given as [right?, rest points]: rest kept in hundredths as the server keeps it. */
function sumsOf(learners: [boolean, number][]): ItemSums {
  const rest = learners.map(([, y]) => BigInt(Math.round(y * 100)));
  return {
    learners: learners.length,
    correct: learners.filter(([x]) => x).length,
    answered: learners.length,
    sumRest: rest.reduce((a, b) => a + b, 0n),
    sumRest2: rest.reduce((a, b) => a + b * b, 0n),
    sumCorrectRest: learners.reduce((a, [x], i) => (x ? a + rest[i]! : a), 0n),
  };
}

describe('discrimination: the point-biserial of the item with the rest of the attempt', () => {
  it('matches a hand computation', () => {
    // x = 1 1 0 1 0, rest = 4 3 1 2 0. Mean rest of the right ones M1 = 3, of the others M0 = 0.5;
    // population sd of rest = √(30/5 − 2²) = √2; p = 0.6, q = 0.4.
    // r = (M1 − M0) / sd · √(pq) = 2.5 / √2 · √0.24 = 0.8660254
    const s = sumsOf([
      [true, 4],
      [true, 3],
      [false, 1],
      [true, 2],
      [false, 0],
    ]);
    expect(discrimination(s)).toBeCloseTo(0.8660254, 6);
    expect(facility(s)).toBe(0.6);
  });

  it('is negative when the strong miss it and the weak get it', () => {
    // x = 0 0 1 1, rest = 9 8 2 1: M1 = 1.5, M0 = 8.5, sd = √(150/4 − 5²) = √12.5, p = q = 0.5
    // r = −7 / √12.5 · 0.5 = −0.98994949
    const s = sumsOf([
      [false, 9],
      [false, 8],
      [true, 2],
      [true, 1],
    ]);
    expect(discrimination(s)).toBeCloseTo(-0.98994949, 6);
  });

  it('is undefined when nothing varies, or for one learner', () => {
    expect(discrimination(sumsOf([[true, 1]]))).toBeNull();
    expect(
      discrimination(
        sumsOf([
          [true, 1],
          [true, 5],
        ]),
      ),
    ).toBeNull();
    expect(
      discrimination(
        sumsOf([
          [true, 3],
          [false, 3],
        ]),
      ),
    ).toBeNull();
    expect(facility({ learners: 0, correct: 0 })).toBeNull();
  });
});

describe('itemFlags', () => {
  const many = (r: 'good' | 'bad' | 'flat'): ItemSums =>
    sumsOf(
      Array.from({ length: 20 }, (_, i): [boolean, number] => [
        r === 'flat' ? i % 2 === 0 : r === 'good' ? i >= 10 : i < 10,
        r === 'flat' ? Math.floor(i / 2) : i,
      ]),
    );
  const options = [
    { value: 'a', chosen: 12 },
    { value: 'b', chosen: 8 },
  ];

  it('flags a negative discrimination and one near zero, not a good one', () => {
    expect(itemFlags({ type: 'single_choice', sums: many('bad'), options })).toEqual([
      { reason: 'negative_discrimination' },
    ]);
    // right on every even learner, the rest rising in pairs (0 0 1 1 … 9 9): the right and the others
    // have the same mean rest, so r = 0
    expect(discrimination(many('flat'))).toBe(0);
    expect(itemFlags({ type: 'single_choice', sums: many('flat'), options })).toEqual([
      { reason: 'low_discrimination' },
    ]);
    expect(itemFlags({ type: 'single_choice', sums: many('good'), options })).toEqual([]);
  });

  it('flags an option nobody chose, of choice questions only', () => {
    const unused = [...options, { value: 'c', chosen: 0 }];
    expect(itemFlags({ type: 'multi_choice', sums: many('good'), options: unused })).toEqual([
      { reason: 'unused_option', option: 'c' },
    ]);
    expect(itemFlags({ type: 'sorting_choice', sums: many('good'), options: unused })).toEqual([]);
  });

  it('leaves the unchosen options of a question nearly everyone gets right alone', () => {
    // 18 of 20 right, the stronger ones: two wrong answers cannot spread over three distractors
    const easy = sumsOf(Array.from({ length: 20 }, (_, i): [boolean, number] => [i >= 2, i]));
    const unused = [
      { value: 'a', chosen: 18 },
      { value: 'b', chosen: 2 },
      { value: 'c', chosen: 0 },
      { value: 'd', chosen: 0 },
    ];
    expect(itemFlags({ type: 'single_choice', sums: easy, options: unused })).toEqual([]);
  });

  it('flags nothing below 20 learners', () => {
    const few = sumsOf([
      [false, 9],
      [true, 1],
    ]);
    expect(itemFlags({ type: 'single_choice', sums: few, options: [{ value: 'a', chosen: 0 }] })).toEqual([]);
  });
});
