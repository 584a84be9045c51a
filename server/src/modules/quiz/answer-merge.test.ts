import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { mergeAnswers } from './answer-merge';

/** Merging a save into the saved answers: whole or not at all. */
describe('mergeAnswers', () => {
  const questions = new Set([15, 16, 17]);

  it('stores answers to open questions, clears empty ones, ignores checked and unknown ids', () => {
    const merged = mergeAnswers(
      { '15': 'A', '16': 'B' },
      { '15': '', '16': 'C', '17': 'D', '99': 'E' },
      questions,
      new Set([17]),
    );
    expect(merged).toEqual({ answers: { '16': 'C' }, saved: [15, 16], ignored: [17, 99] });
  });

  it.each([
    ['"0"', '0'],
    ['with leading zeros', '0016'],
    ['of 400 digits', '9'.repeat(400)],
    ['beyond a PostgreSQL integer', '2147483648'],
    ['"-1"', '-1'],
    ['"1.5"', '1.5'],
  ])('a key %s refuses the whole save and changes nothing', (_, key) => {
    const saved = { '15': 'A' };
    let refusal: unknown;
    try {
      mergeAnswers(saved, { '16': 'B', [key]: 'C' }, questions, new Set());
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      messageCode: 'request.idOutOfRange',
    });
    expect(saved).toEqual({ '15': 'A' });
  });
});
