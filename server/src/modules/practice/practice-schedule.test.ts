import { describe, expect, it } from 'vitest';
import { practiceDay, scheduleAnswer, type StoredCard } from './practice-schedule';

const newCard = (due: Date): StoredCard => ({
  due,
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
  last_review: null,
  right_days: 0,
  last_right_day: null,
  retired_at: null,
});

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Answers in order, each at its time; the cards after each answer. */
function run(start: Date, answers: Array<[string, boolean]>): StoredCard[] {
  let card = newCard(start);
  return answers.map(([time, right]) => (card = scheduleAnswer(card, right, at(time))));
}

describe('practice day (Europe/Prague)', () => {
  it.each([
    ['2026-03-01T22:59:00Z', '2026-03-01'], // 23:59 CET
    ['2026-03-01T23:00:00Z', '2026-03-02'], // midnight CET
    ['2026-07-01T21:59:00Z', '2026-07-01'], // 23:59 CEST
    ['2026-07-01T22:00:00Z', '2026-07-02'], // midnight CEST
  ])('%s is %s', (time, day) => expect(practiceDay(at(time))).toBe(day));
});

describe('scheduling a practice answer', () => {
  it('a right answer on a new card schedules it minutes later and counts the day', () => {
    const [card] = run(at('2026-03-01T08:00:00Z'), [['2026-03-01T08:00:00Z', true]]);
    expect(card!.due.getTime() - at('2026-03-01T08:00:00Z').getTime()).toBe(10 * MINUTE);
    expect(card).toMatchObject({ reps: 1, right_days: 1, last_right_day: '2026-03-01', retired_at: null });
  });

  it('a wrong answer brings it back sooner than a right one and resets the right days', () => {
    const start = at('2026-03-01T08:00:00Z');
    const [, right] = run(start, [
      ['2026-03-01T08:00:00Z', true],
      ['2026-03-01T08:11:00Z', true],
    ]);
    const [, wrong] = run(start, [
      ['2026-03-01T08:00:00Z', true],
      ['2026-03-01T08:11:00Z', false],
    ]);
    expect(wrong!.due.getTime()).toBeLessThan(right!.due.getTime());
    expect(wrong).toMatchObject({ right_days: 0, last_right_day: null, retired_at: null });
  });

  it.each<[string, Array<[string, boolean]>, number, boolean]>([
    [
      'right twice on one day',
      [
        ['2026-03-01T08:00:00Z', true],
        ['2026-03-01T08:11:00Z', true],
      ],
      1,
      false,
    ],
    [
      'right on two days',
      [
        ['2026-03-01T08:00:00Z', true],
        ['2026-03-02T08:00:00Z', true],
      ],
      2,
      true,
    ],
    // 23:30 and 00:30 Prague time: two calendar days though only an hour apart
    [
      'right either side of midnight',
      [
        ['2026-03-01T22:30:00Z', true],
        ['2026-03-01T23:30:00Z', true],
      ],
      2,
      true,
    ],
    [
      'right, wrong, right on three days',
      [
        ['2026-03-01T08:00:00Z', true],
        ['2026-03-02T08:00:00Z', false],
        ['2026-03-03T08:00:00Z', true],
      ],
      1,
      false,
    ],
    [
      'wrong, then right on two days',
      [
        ['2026-03-01T08:00:00Z', false],
        ['2026-03-02T08:00:00Z', true],
        ['2026-03-04T08:00:00Z', true],
      ],
      2,
      true,
    ],
    [
      'empty (wrong) on the second day',
      [
        ['2026-03-01T08:00:00Z', true],
        ['2026-03-02T08:00:00Z', false],
      ],
      0,
      false,
    ],
  ])('%s: %i right days, retired %s', (_, answers, rightDays, retired) => {
    const cards = run(at(answers[0]![0]), answers);
    const last = cards.at(-1)!;
    expect(last.right_days).toBe(rightDays);
    expect(last.retired_at !== null).toBe(retired);
    if (retired) {
      expect(last.retired_at).toEqual(at(answers.at(-1)![0]));
      expect(last.scheduled_days).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the FSRS memory: reps and lapses grow, a lapse in review shortens the interval', () => {
    const cards = run(at('2026-03-01T08:00:00Z'), [
      ['2026-03-01T08:00:00Z', true],
      ['2026-03-01T08:11:00Z', true],
      ['2026-03-05T08:00:00Z', false],
    ]);
    const review = cards[1]!;
    const lapsed = cards[2]!;
    expect(review.scheduled_days).toBeGreaterThanOrEqual(1);
    expect(lapsed).toMatchObject({ reps: 3, lapses: 1 });
    expect(lapsed.due.getTime() - at('2026-03-05T08:00:00Z').getTime()).toBeLessThan(DAY);
  });
});
