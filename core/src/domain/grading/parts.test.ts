import { describe, expect, it } from 'vitest';
import { NO_PENALTY, parsePenalty } from './penalty';
import { partResults } from './parts';

const parts = [
  { title: 'Verbální oddíl', time_limit_seconds: 35 * 60 },
  { title: 'Analytický oddíl', time_limit_seconds: 50 * 60 },
];
const third = { wrong: parsePenalty('1/3')!, skip: NO_PENALTY };

/** Questions 1–6: 1–3 in the first part, 4–6 in the second, one point each. */
const questions = [1, 2, 3, 4, 5, 6].map((id) => ({ id, point: 1, part: id <= 3 ? 0 : 1 }));

describe('partResults: a mock test’s result per part', () => {
  it.each([
    [
      'right, wrong and skipped in each part; −1/3 exact per part',
      { 1: ['a', true], 2: ['b', false], 3: ['', false], 4: ['a', true], 5: ['a', true], 6: ['c', false] },
      [
        { correct: 1, wrong: 1, empty: 1, points: 0.67 },
        { correct: 2, wrong: 1, empty: 0, points: 1.67 },
      ],
    ],
    [
      'three wrong answers cost exactly one point; a part may go below zero',
      { 1: ['b', false], 2: ['b', false], 3: ['b', false], 4: ['a', true] },
      [
        { correct: 0, wrong: 3, empty: 0, points: -1 },
        { correct: 1, wrong: 0, empty: 2, points: 1 },
      ],
    ],
    [
      'nothing answered',
      {},
      [
        { correct: 0, wrong: 0, empty: 3, points: 0 },
        { correct: 0, wrong: 0, empty: 3, points: 0 },
      ],
    ],
  ] as const)('%s', (_, given, want) => {
    const answered = Object.fromEntries(
      Object.entries(given).map(([id, [answer, correct]]) => [id, { answered: answer, correct }]),
    );
    const results = partResults(parts, questions, answered, third);
    expect(results.map(({ correct, wrong, empty, points }) => ({ correct, wrong, empty, points }))).toEqual(
      want,
    );
    expect(results.map((r) => [r.title, r.questions, r.max])).toEqual([
      ['Verbální oddíl', 3, 3],
      ['Analytický oddíl', 3, 3],
    ]);
  });

  it('a question of no part counts nowhere; a skip penalty takes its share', () => {
    const results = partResults(
      [parts[0]!],
      [
        { id: 1, point: 2, part: 0 },
        { id: 2, point: 1, part: null },
        { id: 3, point: 1, part: 7 },
      ],
      {},
      { wrong: NO_PENALTY, skip: parsePenalty('1/4')! },
    );
    expect(results).toEqual([
      { title: 'Verbální oddíl', questions: 1, correct: 0, wrong: 0, empty: 1, points: -0.5, max: 2 },
    ]);
  });
});
