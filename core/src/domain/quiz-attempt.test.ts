import { describe, expect, it } from 'vitest';
import {
  attemptDeadline,
  attemptSummary,
  checkGate,
  clampQuestionNumber,
  formatTimeLeft,
  questionStrip,
  quizRetakesLeft,
  restoreAnswers,
  sameAnswer,
  secondsUntil,
} from './quiz-attempt';
import { nextQuizAfter } from './learning-path';

describe('quiz timer', () => {
  it.each([
    [0, '~0min'],
    [1, '~1min'],
    [59, '~1min'],
    [60, '~1min'],
    [61, '~2min'],
    [14 * 60 + 30, '~15min'],
    [59 * 60, '~59min'],
    [59 * 60 + 1, '~1h 0min'],
    [3600, '~1h 0min'],
    [3601, '~1h 1min'],
    [2 * 3600 + 5 * 60, '~2h 5min'],
    [-30, '~0min'],
    [Number.NaN, '~0min'],
  ])('%s s left reads %s', (seconds, text) => expect(formatTimeLeft(seconds)).toBe(text));

  it('puts the deadline at the moment total_time arrived plus total_time', () => {
    expect(attemptDeadline(1_000_000, 900)).toBe(1_900_000);
    expect(attemptDeadline(1_000_000, 0)).toBe(1_000_000);
    expect(attemptDeadline(1_000_000, -5)).toBe(1_000_000);
    expect(attemptDeadline(1_000_000, null)).toBeNull();
    expect(attemptDeadline(1_000_000, undefined)).toBeNull();
  });

  it.each([
    [1_900_000, 1_000_000, 900],
    [1_900_000, 1_899_001, 1],
    [1_900_000, 1_900_000, 0],
    [1_900_000, 2_500_000, 0],
  ])('deadline %s at %s leaves %s s (from the clock, not from ticks)', (deadline, now, left) =>
    expect(secondsUntil(deadline, now)).toBe(left),
  );
});

describe('retakes left', () => {
  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 5, 0],
    [0, 0, 0],
    [-1, 0, Number.POSITIVE_INFINITY],
    [-1, 40, Number.POSITIVE_INFINITY],
  ])('count %s, retaken %s → %s', (count, retaken, left) =>
    expect(quizRetakesLeft(count, retaken)).toBe(left),
  );
});

describe('what a check needs first', () => {
  it.each([
    ['single_choice', undefined, [], 'chooseFirst'],
    ['single_choice', '', [], 'chooseFirst'],
    ['single_choice', 'a1', [], 'ok'],
    ['true_or_false', 'true', [], 'ok'],
    ['true_or_false', undefined, [], 'chooseFirst'],
    ['multi_choice', [], [], 'chooseFirst'],
    ['multi_choice', ['a'], [], 'ok'],
    ['sorting_choice', undefined, [], 'confirmEmpty'],
    ['sorting_choice', ['b', 'a'], [], 'ok'],
    ['fill_in_blanks', undefined, ['b1', 'b2'], 'confirmEmpty'],
    ['fill_in_blanks', { b1: '60' }, ['b1', 'b2'], 'confirmEmpty'],
    ['fill_in_blanks', { b1: '60', b2: '  ' }, ['b1', 'b2'], 'confirmEmpty'],
    ['fill_in_blanks', { b1: '60', b2: '12' }, ['b1', 'b2'], 'ok'],
    ['fill_in_blanks', { b1: 'x' }, [], 'ok'],
  ] as const)('%s with %j (blanks %j) → %s', (type, answer, blanks, gate) =>
    expect(checkGate(type, answer as never, blanks)).toBe(gate),
  );
});

describe('question strip and summary', () => {
  const strip = questionStrip({
    questionIds: [10, 11, 12, 13, 14, 15, 16],
    answers: { 10: 'a', 12: [], 13: { b1: '4' }, 14: 'c', 15: 'd' },
    flags: [11, 13],
    checked: { 14: false, 15: true, 16: false },
    current: 2,
  });

  it('marks each question answered, unanswered, checked, flagged and current', () => {
    expect(strip).toEqual([
      { id: 10, number: 1, status: 'answered', flagged: false, current: false },
      { id: 11, number: 2, status: 'unanswered', flagged: true, current: true },
      { id: 12, number: 3, status: 'unanswered', flagged: false, current: false },
      { id: 13, number: 4, status: 'answered', flagged: true, current: false },
      { id: 14, number: 5, status: 'incorrect', flagged: false, current: false },
      { id: 15, number: 6, status: 'correct', flagged: false, current: false },
      { id: 16, number: 7, status: 'unanswered', flagged: false, current: false },
    ]);
  });

  it('lists the unanswered and the flagged questions for the summary', () => {
    expect(attemptSummary(strip)).toEqual({ unanswered: [2, 3, 7], flagged: [2, 4] });
  });
});

describe('answers after a reload', () => {
  it('compares answers by value', () => {
    expect(sameAnswer('a', 'a')).toBe(true);
    expect(sameAnswer(undefined, '')).toBe(true);
    expect(sameAnswer(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameAnswer({ b1: '1 ', b2: '' }, { b1: '1' })).toBe(true);
    expect(sameAnswer('a', ['a'])).toBe(false);
    expect(sameAnswer(undefined, 'a')).toBe(false);
  });

  it('keeps the browser’s answers for unchecked questions and the server’s for checked ones', () => {
    const restored = restoreAnswers(
      { 1: 'server', 2: 'checked-on-server', 3: 'same' },
      { 1: 'browser', 2: 'browser-late', 3: 'same', 4: ['x'], 9: 'not-in-quiz', 5: '' },
      [2],
      [1, 2, 3, 4, 5],
    );
    expect(restored.answers).toEqual({ 1: 'browser', 2: 'checked-on-server', 3: 'same', 4: ['x'] });
    expect(restored.unsaved).toEqual([1, 4]);
  });

  it('clears a server answer the browser had cleared', () => {
    expect(restoreAnswers({ 1: 'a' }, { 1: '' }, [], [1])).toEqual({ answers: {}, unsaved: [1] });
  });

  it('takes the server’s answers when nothing was kept', () => {
    expect(restoreAnswers({ 1: 'a' }, undefined, [], [1])).toEqual({ answers: { 1: 'a' }, unsaved: [] });
  });
});

describe('question number in the address', () => {
  it.each([
    [undefined, 5, 1],
    ['3', 5, 3],
    ['9', 5, 5],
    ['0', 5, 1],
    ['x', 5, 1],
    [2, 0, 1],
  ] as const)('%s of %s questions → %s', (raw, count, n) => expect(clampQuestionNumber(raw, count)).toBe(n));
});

describe('the quiz after a lesson', () => {
  const sections = [
    {
      items: [
        { id: 1, type: 'lp_lesson' },
        { id: 2, type: 'lp_lesson' },
        { id: 3, type: 'lp_quiz' },
      ],
    },
    { items: [{ id: 4, type: 'lp_lesson' }] },
    {
      items: [
        { id: 5, type: 'lp_assignment' },
        { id: 6, type: 'lp_quiz' },
      ],
    },
  ];
  it.each([
    [1, 3],
    [2, 3],
    [4, 6],
    [6, null],
    [99, null],
  ])('after %s comes quiz %s', (lesson, quiz) =>
    expect(nextQuizAfter(sections, lesson)?.id ?? null).toBe(quiz),
  );
});
