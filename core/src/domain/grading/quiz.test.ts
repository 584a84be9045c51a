import { describe, expect, it } from 'vitest';
import { NO_PENALTY, parsePenalty, WHOLE_MARK } from './penalty';
import { gradeQuiz } from './quiz';
import type { GivenAnswers, GradableQuestion, QuizGradingSettings } from './types';

/** Single-choice question `id` worth `mark`, right answer 'ok'. */
const q = (id: number, mark = 1): GradableQuestion => ({
  id,
  type: 'single_choice',
  mark,
  options: [
    { value: 'ok', isTrue: true, sort: 0 },
    { value: 'bad', isTrue: false, sort: 1 },
  ],
});

const plain: QuizGradingSettings = { passingGrade: 50, wrongPenalty: NO_PENALTY, skipPenalty: NO_PENALTY };
const negative: QuizGradingSettings = { ...plain, wrongPenalty: WHOLE_MARK };
const skipped: QuizGradingSettings = { ...plain, skipPenalty: WHOLE_MARK };
const both: QuizGradingSettings = { ...plain, wrongPenalty: WHOLE_MARK, skipPenalty: WHOLE_MARK };
/** A quiz whose wrong answers take off `wrong` of the mark and skipped questions `skip` (text fractions). */
const fractional = (wrong: string, skip = '0'): QuizGradingSettings => ({
  ...plain,
  wrongPenalty: parsePenalty(wrong)!,
  skipPenalty: parsePenalty(skip)!,
});

const four = [q(1), q(2), q(3), q(4)];

describe('gradeQuiz: counts, marks and penalties', () => {
  type Want = {
    correct: number;
    wrong: number;
    empty: number;
    user_mark: number;
    subtracted: number;
    result: number;
  };
  it.each<[string, QuizGradingSettings, GivenAnswers, Want]>([
    [
      'all right',
      plain,
      { 1: 'ok', 2: 'ok', 3: 'ok', 4: 'ok' },
      { correct: 4, wrong: 0, empty: 0, user_mark: 4, subtracted: 0, result: 100 },
    ],
    [
      'nothing answered',
      plain,
      {},
      { correct: 0, wrong: 0, empty: 4, user_mark: 0, subtracted: 0, result: 0 },
    ],
    [
      '2 right, 1 wrong, 1 empty, no penalties',
      plain,
      { 1: 'ok', 2: 'ok', 3: 'bad', 4: '' },
      { correct: 2, wrong: 1, empty: 1, user_mark: 2, subtracted: 0, result: 50 },
    ],
    [
      'negative marking subtracts for the wrong one only',
      negative,
      { 1: 'ok', 2: 'ok', 3: 'bad' },
      { correct: 2, wrong: 1, empty: 1, user_mark: 1, subtracted: 1, result: 25 },
    ],
    [
      'an unknown option value is wrong and penalised',
      negative,
      { 1: 'ok', 2: 'ok', 3: 'zzz' },
      { correct: 2, wrong: 1, empty: 1, user_mark: 1, subtracted: 1, result: 25 },
    ],
    [
      'skipped penalty subtracts for the empty one only',
      skipped,
      { 1: 'ok', 2: 'ok', 3: 'bad' },
      { correct: 2, wrong: 1, empty: 1, user_mark: 1, subtracted: 1, result: 25 },
    ],
    [
      'both penalties',
      both,
      { 1: 'ok', 2: 'ok', 3: 'ok', 4: 'bad' },
      { correct: 3, wrong: 1, empty: 0, user_mark: 2, subtracted: 1, result: 50 },
    ],
    [
      'floored at 0, subtracted still reported in full',
      both,
      { 1: 'ok', 2: 'bad', 3: 'bad' },
      { correct: 1, wrong: 2, empty: 1, user_mark: 0, subtracted: 3, result: 0 },
    ],
    [
      'exactly 0 after penalties',
      negative,
      { 1: 'ok', 2: 'bad' },
      { correct: 1, wrong: 1, empty: 2, user_mark: 0, subtracted: 1, result: 0 },
    ],
    [
      'answers to questions outside the quiz are ignored',
      negative,
      { 1: 'ok', 99: 'bad' },
      { correct: 1, wrong: 0, empty: 3, user_mark: 1, subtracted: 0, result: 25 },
    ],
  ])('%s', (_, settings, answers, want) => {
    const grade = gradeQuiz(four, answers, settings);
    expect(grade).toMatchObject({
      question_count: 4,
      question_correct: want.correct,
      question_wrong: want.wrong,
      question_empty: want.empty,
      user_mark: want.user_mark,
      mark: 4,
      subtracted: want.subtracted,
      result: want.result,
    });
  });

  it('weighs questions by their mark', () => {
    const grade = gradeQuiz([q(1, 3), q(2, 1)], { 1: 'ok', 2: 'bad' }, negative);
    expect(grade).toMatchObject({ user_mark: 2, mark: 4, subtracted: 1, result: 50 });
  });

  it('reports each question in quiz order with its mark, penalty and net', () => {
    const grade = gradeQuiz([q(3, 2), q(1, 2), q(2, 2)], { 1: 'bad', 3: 'ok' }, both);
    expect(grade.questions).toEqual([
      { id: 3, answered: true, correct: true, mark: 2, maxMark: 2, subtracted: 0, net: 2 },
      { id: 1, answered: true, correct: false, mark: 0, maxMark: 2, subtracted: 2, net: -2 },
      { id: 2, answered: false, correct: false, mark: 0, maxMark: 2, subtracted: 2, net: -2 },
    ]);
  });

  it('passes fill-in-blanks details through', () => {
    const fib: GradableQuestion = {
      id: 5,
      type: 'fill_in_blanks',
      mark: 1,
      options: [],
      blanks: [{ id: 'b1', comparison: 'equal', answer: '7' }],
    };
    const [detail] = gradeQuiz([fib], { 5: { b1: ' 7 ' } }, plain).questions;
    expect(detail).toMatchObject({ correct: true, blanks: [{ id: 'b1', correct: true, given: '7' }] });
  });

  it('handles an empty quiz', () => {
    expect(gradeQuiz([], {}, plain)).toMatchObject({ question_count: 0, mark: 0, result: 0, pass: false });
  });
});

describe('gradeQuiz: percent and pass', () => {
  const three = [q(1), q(2), q(3)];
  it.each<[string, GradableQuestion[], GivenAnswers, number, number, boolean]>([
    ['2 of 3 rounds to 66.67', three, { 1: 'ok', 2: 'ok' }, 66.67, 66.67, true],
    ['1 of 3 rounds to 33.33, below a 34 grade', three, { 1: 'ok' }, 34, 33.33, false],
    ['2 of 3 just below a 66.68 grade', three, { 1: 'ok', 2: 'ok' }, 66.68, 66.67, false],
    ['exactly at the threshold passes', four, { 1: 'ok', 2: 'ok' }, 50, 50, true],
    ['just below the threshold fails', four, { 1: 'ok' }, 26, 25, false],
    ['all right at 100', four, { 1: 'ok', 2: 'ok', 3: 'ok', 4: 'ok' }, 100, 100, true],
    ['grade 0 passes even with nothing', four, {}, 0, 0, true],
    ['grade above 100 counts as 0', four, {}, 150, 0, true],
    ['negative grade counts as 0', four, {}, -10, 0, true],
    ['NaN grade counts as 0', four, {}, Number.NaN, 0, true],
  ])('%s', (_, questions, answers, passingGrade, result, pass) => {
    const grade = gradeQuiz(questions, answers, { ...plain, passingGrade });
    expect(grade.result).toBe(result);
    expect(grade.pass).toBe(pass);
    expect(grade.graduation).toBe(pass ? 'passed' : 'failed');
  });

  it('rounds fractional marks to 2 decimals', () => {
    const grade = gradeQuiz([q(1, 0.1), q(2, 0.2), q(3, 0.7)], { 1: 'ok', 2: 'ok', 3: 'bad' }, negative);
    expect(grade).toMatchObject({ mark: 1, user_mark: 0, subtracted: 0.7, result: 0 });
    const kept = gradeQuiz([q(1, 0.1), q(2, 0.2), q(3, 0.7)], { 1: 'ok', 2: 'ok' }, plain);
    expect(kept).toMatchObject({ mark: 1, user_mark: 0.3, result: 30 });
  });
});

describe('gradeQuiz: fractional penalties (issue 27)', () => {
  type Want = { user_mark: number; subtracted: number; result: number; nets: number[] };
  /** `n` one-point questions; the answers: r right, w wrong, anything else skipped. */
  const questions = (n: number) => Array.from({ length: n }, (_, i) => q(i + 1));
  const answered = (pattern: string): GivenAnswers =>
    Object.fromEntries(
      [...pattern].flatMap((c, i) => (c === 'r' ? [[i + 1, 'ok']] : c === 'w' ? [[i + 1, 'bad']] : [])),
    );

  it.each<[string, QuizGradingSettings, string, Want]>([
    [
      'TSP: −1/5 for a wrong answer, a skip costs nothing',
      fractional('1/5'),
      'rrrw-',
      { user_mark: 2.8, subtracted: 0.2, result: 56, nets: [1, 1, 1, -0.2, 0] },
    ],
    [
      'Scio: −1/3 three times makes exactly one point',
      fractional('1/3'),
      'rrrwww',
      { user_mark: 2, subtracted: 1, result: 33.33, nets: [1, 1, 1, -0.33, -0.33, -0.33] },
    ],
    [
      'a third once: the total is rounded once, half away from zero',
      fractional('1/3'),
      'rrw',
      { user_mark: 1.67, subtracted: 0.33, result: 55.67, nets: [1, 1, -0.33] },
    ],
    [
      'two thirds: 0.666… rounds to 0.67 taken off',
      fractional('1/3'),
      'rrww',
      { user_mark: 1.33, subtracted: 0.67, result: 33.25, nets: [1, 1, -0.33, -0.33] },
    ],
    [
      'a quarter wrong and a half skipped, independently',
      fractional('1/4', '1/2'),
      'rrw-',
      { user_mark: 1.25, subtracted: 0.75, result: 31.25, nets: [1, 1, -0.25, -0.5] },
    ],
    [
      'more taken off than earned: floored at 0',
      fractional('1/2'),
      'rwww',
      { user_mark: 0, subtracted: 1.5, result: 0, nets: [1, -0.5, -0.5, -0.5] },
    ],
    [
      'the whole mark as a fraction is LearnPress negative marking',
      fractional('1/1', '1'),
      'rrw-',
      { user_mark: 0, subtracted: 2, result: 0, nets: [1, 1, -1, -1] },
    ],
  ])('%s', (_name, settings, pattern, want) => {
    const grade = gradeQuiz(questions(pattern.length), answered(pattern), settings);
    expect({
      user_mark: grade.user_mark,
      subtracted: grade.subtracted,
      result: grade.result,
      nets: grade.questions.map((r) => r.net),
    }).toEqual(want);
  });

  it('sums thirds exactly over a whole OSP-sized test: 33 wrong of 66 take off exactly 11', () => {
    const pattern = 'rw'.repeat(33);
    const grade = gradeQuiz(questions(66), answered(pattern), fractional('1/3'));
    expect(grade.subtracted).toBe(11);
    expect(grade.user_mark).toBe(22);
  });

  it("a penalty scales with the question's own points", () => {
    const grade = gradeQuiz([q(1, 3), q(2, 2), q(3, 1)], { 1: 'bad', 3: 'ok' }, fractional('1/3', '1/4'));
    expect(grade.questions.map((r) => r.subtracted)).toEqual([1, 0.5, 0]);
    expect(grade.subtracted).toBe(1.5);
    expect(grade.user_mark).toBe(0);
  });
});
