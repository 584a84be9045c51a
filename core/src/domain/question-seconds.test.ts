import { describe, expect, it } from 'vitest';
import { mergeQuestionSeconds, wholeSeconds } from './question-seconds';

describe('time per question', () => {
  const ids = new Set([1, 2, 3]);

  it('keeps the larger figure of each question, so a repeated or late save never counts twice', () => {
    const stored = { '1': 40, '2': 10 };
    expect(mergeQuestionSeconds(stored, { '1': 30, '2': 25, '3': 5 }, ids, 600)).toEqual({
      '1': 40,
      '2': 25,
      '3': 5,
    });
    expect(mergeQuestionSeconds(stored, { '1': 30 }, ids, 600)).toEqual(stored);
  });

  it('ignores questions of other quizzes and cuts a figure to the time the attempt has run', () => {
    expect(mergeQuestionSeconds({}, { '1': 9000, '99': 20 }, ids, 120.7)).toEqual({ '1': 120 });
    expect(mergeQuestionSeconds({ '2': 7 }, undefined, ids, 60)).toEqual({ '2': 7 });
  });

  it('turns running milliseconds into whole seconds, leaving out questions seen less than a second', () => {
    expect(wholeSeconds({ '1': 61_999, '2': 999, '3': 1000 })).toEqual({ '1': 61, '3': 1 });
  });
});
