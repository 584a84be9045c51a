import { describe, expect, it } from 'vitest';
import { createQuestionClock, QUESTION_STINT_MAX_MS } from './question-clock';

describe('question clock', () => {
  it('adds up the time each question is on screen, across returns to it', () => {
    let at = 0;
    const clock = createQuestionClock(() => at, { '7': 5_000 });
    clock.show(1);
    at = 30_000;
    clock.show(2);
    at = 42_000;
    clock.show(1);
    at = 50_000;
    clock.show(null); // the summary before the finish
    at = 90_000;
    expect(clock.totals()).toEqual({ '1': 38_000, '2': 12_000, '7': 5_000 });
  });

  it('stops while the page is hidden and counts at most ten minutes of one stretch', () => {
    let at = 0;
    const clock = createQuestionClock(() => at);
    clock.show(3);
    at = 20_000;
    clock.setVisible(false);
    at = 500_000;
    clock.setVisible(true);
    at = 530_000;
    expect(clock.totals()).toEqual({ '3': 50_000 });
    at += 30 * 60_000;
    expect(clock.totals()).toEqual({ '3': 20_000 + QUESTION_STINT_MAX_MS });
    at += 30 * 60_000; // asking again in the same stretch adds nothing beyond its ten minutes
    expect(clock.totals()).toEqual({ '3': 20_000 + QUESTION_STINT_MAX_MS });
    clock.reset();
    at += 1_000;
    expect(clock.totals()).toEqual({ '3': 1_000 });
  });
});
