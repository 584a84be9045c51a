import { describe, expect, it } from 'vitest';
import { answerKey } from './answer-key';

describe('answerKey', () => {
  it('ignores the origin, the cache-busting v and the order and encoding of the parameters', () => {
    const key = answerKey('/wp-json/learnpress/v1/courses?per_page=10&page=1&search=a+b');
    expect(
      answerKey('http://localhost:3000/wp-json/learnpress/v1/courses?page=1&v=x1y2&search=a%20b&per_page=10'),
    ).toBe(key);
    expect(answerKey('/wp-json/learnpress/v1/courses?per_page=10&page=2&search=a+b')).not.toBe(key);
    expect(answerKey('/wp-json/learnpress/v1/courses/1?v=abc')).toBe('/wp-json/learnpress/v1/courses/1');
    expect(answerKey('/wp-json/learnpress/v1/courses/1')).not.toBe(
      answerKey('/wp-json/learnpress/v1/courses/12'),
    );
  });
});
