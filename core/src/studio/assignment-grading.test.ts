import { describe, expect, it } from 'vitest';
import {
  formatPoints,
  gradingProblems,
  gradingStateOf,
  graduationOfMark,
  parseMark,
  type GradingDraft,
} from './assignment-grading';

const draft = (change: Partial<GradingDraft> = {}): GradingDraft => ({
  action: 'evaluate',
  mark: '7',
  feedback: '',
  highestMark: 10,
  ...change,
});

const codes = (change: Partial<GradingDraft>) =>
  gradingProblems(draft(change)).map((p) => `${p.path}:${p.code}`);

describe('parseMark', () => {
  it.each<[string, number | null]>([
    ['7', 7],
    [' 7,5 ', 7.5],
    ['7.25', 7.25],
    ['0', 0],
    [',5', 0.5],
    ['-1', -1],
    ['10.', 10],
    ['1 000', 1000],
    ['', null],
    ['abc', null],
    ['7,5,1', null],
    ['1e3', null],
    ['Infinity', null],
    ['NaN', null],
    ['0x10', null],
  ])('%j → %j', (typed, expected) => {
    expect(parseMark(typed)).toBe(expected);
  });
});

describe('gradingProblems', () => {
  it('takes 0, the highest mark and two decimals; feedback is optional when evaluating', () => {
    expect(codes({ mark: '0' })).toEqual([]);
    expect(codes({ mark: '10' })).toEqual([]);
    expect(codes({ mark: '9,99', feedback: 'Dobře.' })).toEqual([]);
  });

  it.each<[Partial<GradingDraft>, string[]]>([
    [{ mark: '' }, ['mark:grading.markRequired']],
    [{ mark: '  ' }, ['mark:grading.markRequired']],
    [{ mark: 'deset' }, ['mark:grading.markNotNumber']],
    [{ mark: '-0.5' }, ['mark:grading.markNegative']],
    [{ mark: '7,125' }, ['mark:grading.markDecimals']],
    [{ mark: '10.01' }, ['mark:grading.markAboveHighest']],
    [{ mark: '11', highestMark: 10 }, ['mark:grading.markAboveHighest']],
    [{ feedback: 'x'.repeat(10_001) }, ['feedback:grading.feedbackTooLong']],
    [{ action: 'return', mark: 'ignored', feedback: ' ' }, ['feedback:grading.feedbackRequired']],
    [{ action: 'return', mark: '', feedback: 'Doplň zdroje.' }, []],
  ])('%o → %o', (change, expected) => {
    expect(codes(change)).toEqual(expected);
  });

  it('names the highest mark in the refusal as Czech writes it', () => {
    expect(gradingProblems(draft({ mark: '13', highestMark: 12.5 }))[0]!.values).toEqual({ max: '12,5' });
  });
});

describe('graduationOfMark', () => {
  it.each<[number, number, string]>([
    [8, 8, 'passed'],
    [7.99, 8, 'failed'],
    [10, 8, 'passed'],
    [0, 0, 'passed'],
    [0, 0.5, 'failed'],
  ])('%d of passing %d → %s', (mark, passing, expected) => {
    expect(graduationOfMark(mark, passing)).toBe(expected);
  });
});

describe('gradingStateOf', () => {
  it.each<[string, string | null, string | null]>([
    ['completed', null, 'waiting'],
    ['completed', '2026-01-01T00:00:00Z', 'waiting'],
    ['evaluated', null, 'evaluated'],
    ['started', '2026-01-01T00:00:00Z', 'returned'],
    ['started', null, null],
  ])('%s, returned %s → %s', (status, returnedAt, expected) => {
    expect(gradingStateOf(status, returnedAt)).toBe(expected);
  });
});

describe('formatPoints', () => {
  it.each<[number, string]>([
    [7, '7'],
    [7.5, '7,5'],
    [7.255, '7,26'],
  ])('%d → %s', (value, expected) => {
    expect(formatPoints(value)).toBe(expected);
  });
});
