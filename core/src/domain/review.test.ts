import { describe, expect, it } from 'vitest';
import { isReviewRating, validateReview } from './review';

describe('validateReview (SPEC §5)', () => {
  it.each([
    [{ title: '', content: '', rating: 5 }, 'review.titleRequired'],
    [{ title: '   ', content: 'Skvělý kurz', rating: 4 }, 'review.titleRequired'],
    [{ title: 'Pomohlo mi to', content: '', rating: 5 }, 'review.contentRequired'],
    [{ title: 'Pomohlo mi to', content: ' \n ', rating: 3 }, 'review.contentRequired'],
    [{ title: ' Pomohlo mi to ', content: 'Hodně příkladů.', rating: 1 }, null],
  ])('%j → %s', (input, expected) => {
    expect(validateReview(input)).toBe(expected);
  });
});

describe('isReviewRating', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
    [5, true],
    [6, false],
    [4.5, false],
  ])('%d → %s', (rating, expected) => expect(isReviewRating(rating)).toBe(expected));
});
