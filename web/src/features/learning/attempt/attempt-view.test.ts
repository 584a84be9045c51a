import { describe, expect, it } from 'vitest';
import { quiz, results, started } from '../test/quiz-fixtures';
import { serverAnswers, withSavedAnswers } from './attempt-view';

describe('withSavedAnswers', () => {
  it('adds saved answers to an attempt in progress and leaves a checked question as it was checked', () => {
    const checked = { answered: 'true', correct: true, mark: 1 };
    const kept = quiz({
      results: started({ answered: { 102: checked, 101: { answered: 'a', correct: false } } }),
      checked_questions: [102],
    });
    const next = withSavedAnswers(kept, { 101: 'b', 102: 'false', 103: ['m1'] });
    expect(serverAnswers(next.results)).toEqual({ 101: 'b', 102: 'true', 103: ['m1'] });
    expect(next.results.answered[102]).toEqual(checked);
    expect(serverAnswers(kept.results)).toEqual({ 101: 'a', 102: 'true' });
  });

  it('leaves an evaluated attempt alone', () => {
    const done = quiz({ results: results({ status: 'completed' }) });
    expect(withSavedAnswers(done, { 101: 'b' })).toBe(done);
  });
});
