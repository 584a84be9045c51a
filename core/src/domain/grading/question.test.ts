import { describe, expect, it } from 'vitest';
import { gradeQuestion } from './question';
import type { BlankSpec, GivenAnswer, GradableQuestion } from './types';

const choice = (type: GradableQuestion['type'], truths: boolean[], mark = 2): GradableQuestion => ({
  id: 1,
  type,
  mark,
  options: truths.map((isTrue, sort) => ({ value: `v${sort}`, isTrue, sort })),
});

type Row = [string, GivenAnswer, { answered: boolean; correct: boolean }];
const expectGrade = (question: GradableQuestion, answer: GivenAnswer, want: Row[2]) => {
  const grade = gradeQuestion(question, answer);
  expect({ answered: grade.answered, correct: grade.correct }).toEqual(want);
  expect(grade.mark).toBe(want.correct ? question.mark : 0);
};

describe('gradeQuestion: true_or_false', () => {
  // Stored as the seed does: value 'true'/'false', is_true on the right one.
  const trueStatement: GradableQuestion = {
    id: 7,
    type: 'true_or_false',
    mark: 1,
    options: [
      { value: 'true', isTrue: true, sort: 0 },
      { value: 'false', isTrue: false, sort: 1 },
    ],
  };
  const falseStatement: GradableQuestion = {
    ...trueStatement,
    options: trueStatement.options.map((o) => ({ ...o, isTrue: !o.isTrue })),
  };
  it.each<Row>([
    ['the true option', 'true', { answered: true, correct: true }],
    ['the false option', 'false', { answered: true, correct: false }],
    ['an unknown value', 'yes', { answered: true, correct: false }],
    ['another letter case (values are exact ids)', 'TRUE', { answered: true, correct: false }],
    ['a list of the one value (as LearnPress clients send it)', ['true'], { answered: true, correct: true }],
    ['a list of the false value', ['false'], { answered: true, correct: false }],
    ['nothing', undefined, { answered: false, correct: false }],
    ['null', null, { answered: false, correct: false }],
    ['an empty string', '', { answered: false, correct: false }],
    ['whitespace only', '  ', { answered: false, correct: false }],
  ])('statement true, %s', (_, answer, want) => expectGrade(trueStatement, answer, want));

  it.each<Row>([
    ['false', 'false', { answered: true, correct: true }],
    ['true', 'true', { answered: true, correct: false }],
  ])('statement false, answer %s', (_, answer, want) => expectGrade(falseStatement, answer, want));
});

describe('gradeQuestion: single_choice', () => {
  const question = choice('single_choice', [false, false, true, false]);
  it.each<Row>([
    ['the true option', 'v2', { answered: true, correct: true }],
    ['a false option', 'v0', { answered: true, correct: false }],
    ['an unknown value', 'nope', { answered: true, correct: false }],
    ['a letter instead of the value', 'C', { answered: true, correct: false }],
    ['a list of the true option (as LearnPress clients send it)', ['v2'], { answered: true, correct: true }],
    ['a list of a false option', ['v0'], { answered: true, correct: false }],
    ['a list of several values (refused before grading)', ['v2', 'v0'], { answered: true, correct: false }],
    ['an empty string', '', { answered: false, correct: false }],
    ['an empty list', [], { answered: false, correct: false }],
    ['a list of a blank', [' '], { answered: false, correct: false }],
  ])('%s', (_, answer, want) => expectGrade(question, answer, want));

  it('earns the question’s mark, 0 for a zero or invalid mark', () => {
    expect(gradeQuestion(choice('single_choice', [true], 3.5), 'v0').mark).toBe(3.5);
    expect(gradeQuestion(choice('single_choice', [true], 0), 'v0')).toMatchObject({ correct: true, mark: 0 });
    expect(gradeQuestion(choice('single_choice', [true], -1), 'v0').mark).toBe(0);
    expect(gradeQuestion(choice('single_choice', [true], Number.NaN), 'v0').mark).toBe(0);
  });
});

describe('gradeQuestion: multi_choice', () => {
  const question = choice('multi_choice', [true, false, true, false]);
  it.each<Row>([
    ['exactly the true set', ['v0', 'v2'], { answered: true, correct: true }],
    ['the true set in another order', ['v2', 'v0'], { answered: true, correct: true }],
    ['the true set with a duplicate', ['v0', 'v2', 'v0'], { answered: true, correct: true }],
    ['part of the true set', ['v0'], { answered: true, correct: false }],
    ['a superset', ['v0', 'v1', 'v2'], { answered: true, correct: false }],
    ['every option', ['v0', 'v1', 'v2', 'v3'], { answered: true, correct: false }],
    ['the true set plus an unknown value', ['v0', 'v2', 'x'], { answered: true, correct: false }],
    ['only false options', ['v1', 'v3'], { answered: true, correct: false }],
    ['an empty list', [], { answered: false, correct: false }],
    ['a list of empty strings', ['', ' '], { answered: false, correct: false }],
    ['a record', { v0: 'v0' }, { answered: true, correct: false }],
  ])('%s', (_, answer, want) => expectGrade(question, answer, want));

  it.each<Row>([
    ['the one true option as a plain value', 'v1', { answered: true, correct: true }],
    ['a false option as a plain value', 'v0', { answered: true, correct: false }],
  ])('one true option: %s', (_, answer, want) =>
    expectGrade(choice('multi_choice', [false, true]), answer, want),
  );

  it('is never right when no option is marked true', () => {
    expectGrade(choice('multi_choice', [false, false]), ['v0'], { answered: true, correct: false });
  });
});

describe('gradeQuestion: sorting_choice', () => {
  // Rows stored out of order on purpose: the correct order is by `sort`.
  const question: GradableQuestion = {
    id: 3,
    type: 'sorting_choice',
    mark: 1,
    options: [
      { value: 'c', isTrue: true, sort: 2 },
      { value: 'a', isTrue: true, sort: 0 },
      { value: 'd', isTrue: true, sort: 3 },
      { value: 'b', isTrue: true, sort: 1 },
    ],
  };
  it.each<Row>([
    ['the correct order', ['a', 'b', 'c', 'd'], { answered: true, correct: true }],
    ['one swap', ['a', 'c', 'b', 'd'], { answered: true, correct: false }],
    ['reversed', ['d', 'c', 'b', 'a'], { answered: true, correct: false }],
    ['the stored row order', ['c', 'a', 'd', 'b'], { answered: true, correct: false }],
    ['one missing', ['a', 'b', 'c'], { answered: true, correct: false }],
    ['one extra', ['a', 'b', 'c', 'd', 'd'], { answered: true, correct: false }],
    ['an unknown value in place', ['a', 'b', 'c', 'x'], { answered: true, correct: false }],
    ['a single value', 'a', { answered: true, correct: false }],
    ['an empty list', [], { answered: false, correct: false }],
  ])('%s', (_, answer, want) => expectGrade(question, answer, want));
});

describe('gradeQuestion: fill_in_blanks', () => {
  const fib = (...blanks: BlankSpec[]): GradableQuestion => ({
    id: 4,
    type: 'fill_in_blanks',
    mark: 2,
    options: [],
    blanks,
  });
  const equal = fib({ id: 'b1', comparison: 'equal', answer: 'Praha' });
  const equalCase = fib({ id: 'b1', comparison: 'equal', answer: 'Praha', matchCase: true });
  const anyOf = fib({ id: 'b1', comparison: 'any', answers: ['báseň', 'píseň', 'písnička'] });
  const anyCase = fib({ id: 'b1', comparison: 'any', answers: ['pH', 'PH'], matchCase: true });
  const phrase = fib({ id: 'b1', comparison: 'equal', answer: 'Karel  IV.' });
  const range = fib({ id: 'b1', comparison: 'range', min: 27.7, max: 28 });
  const big = fib({ id: 'b1', comparison: 'range', min: 3000, max: 3500 });
  const negative = fib({ id: 'b1', comparison: 'range', min: -5, max: -1 });

  it.each<[string, GradableQuestion, GivenAnswer, boolean]>([
    ['equal, same text', equal, { b1: 'Praha' }, true],
    ['equal, other letter case', equal, { b1: 'pRAHA' }, true],
    ['equal, surrounding whitespace', equal, { b1: '  Praha \n' }, true],
    ['equal, another word', equal, { b1: 'Brno' }, false],
    ['equal, a prefix', equal, { b1: 'Prah' }, false],
    ['any, missing diacritics stay wrong', anyOf, { b1: 'basen' }, false],
    ['equal with matchCase, same case', equalCase, { b1: 'Praha' }, true],
    ['equal with matchCase, other case', equalCase, { b1: 'praha' }, false],
    ['equal, inner whitespace collapsed on both sides', phrase, { b1: 'karel iv.' }, true],
    ['equal, inner tab and double space', phrase, { b1: 'Karel\t  IV.' }, true],
    ['equal, no space is another text', phrase, { b1: 'KarelIV.' }, false],
    ['equal, decomposed diacritics (NFD)', anyOf, { b1: 'báseň'.normalize('NFD') }, true],
    ['any, first answer', anyOf, { b1: 'báseň' }, true],
    ['any, last answer, upper case', anyOf, { b1: 'PÍSNIČKA' }, true],
    ['any, not in the list', anyOf, { b1: 'román' }, false],
    ['any with matchCase, listed case', anyCase, { b1: 'PH' }, true],
    ['any with matchCase, unlisted case', anyCase, { b1: 'ph' }, false],
    ['range, inside', range, { b1: '27.9' }, true],
    ['range, decimal comma', range, { b1: '27,8' }, true],
    ['range, lower bound', range, { b1: '27,7' }, true],
    ['range, upper bound', range, { b1: '28' }, true],
    ['range, upper bound with decimals', range, { b1: '28,000' }, true],
    ['range, just below', range, { b1: '27,69' }, false],
    ['range, just above', range, { b1: '28,01' }, false],
    ['range, padded', range, { b1: ' 27,9 ' }, true],
    ['range, with a unit', range, { b1: '27,9 cm' }, false],
    ['range, not a number', range, { b1: 'dvacet osm' }, false],
    ['range, two separators', range, { b1: '27,8.1' }, false],
    ['range, thousands with a space', big, { b1: '3 400' }, true],
    ['range, thousands with a no-break space', big, { b1: '3\u00a0400' }, true],
    ['range, thousands and decimal comma', big, { b1: '3 400,5' }, true],
    ['range, badly grouped digits', big, { b1: '34 00' }, false],
    ['range, a comma is decimal, not thousands', big, { b1: '3,400' }, false],
    ['range, negative numbers', negative, { b1: '-2,5' }, true],
    ['range, Unicode minus', negative, { b1: '\u22123' }, true],
    ['range, positive outside a negative range', negative, { b1: '3' }, false],
  ])('%s', (_, question, answer, correct) => {
    expect(gradeQuestion(question, answer)).toMatchObject({
      answered: true,
      correct,
      mark: correct ? 2 : 0,
      blanks: [{ id: 'b1', correct }],
    });
  });

  const two = fib(
    { id: 'b1', comparison: 'equal', answer: '60' },
    { id: 'b2', comparison: 'any', answers: ['12', 'dvanácti'] },
  );
  it.each<[string, GivenAnswer, { answered: boolean; correct: boolean }, boolean[]]>([
    ['both right', { b1: '60', b2: 'Dvanácti' }, { answered: true, correct: true }, [true, true]],
    ['one wrong: nothing earned', { b1: '60', b2: '13' }, { answered: true, correct: false }, [true, false]],
    ['one empty', { b1: '60', b2: ' ' }, { answered: true, correct: false }, [true, false]],
    ['one missing', { b2: '12' }, { answered: true, correct: false }, [false, true]],
    ['all empty', { b1: '', b2: '  ' }, { answered: false, correct: false }, [false, false]],
    ['an empty record', {}, { answered: false, correct: false }, [false, false]],
    ['undefined', undefined, { answered: false, correct: false }, [false, false]],
    ['only unknown blank ids', { b9: '60' }, { answered: true, correct: false }, [false, false]],
    ['a plain string', '60', { answered: true, correct: false }, [false, false]],
  ])('two blanks, %s', (_, answer, want, perBlank) => {
    const grade = gradeQuestion(two, answer);
    expect({ answered: grade.answered, correct: grade.correct }).toEqual(want);
    expect(grade.mark).toBe(want.correct ? 2 : 0);
    expect(grade.blanks?.map((b) => b.correct)).toEqual(perBlank);
  });

  it('reports what was given (trimmed, case kept) and what was expected, per blank', () => {
    const q = fib(
      { id: 'b1', comparison: 'equal', answer: '60' },
      { id: 'b2', comparison: 'any', answers: ['12', 'dvanácti'] },
      { id: 'b3', comparison: 'range', min: 27.7, max: 28 },
      { id: 'b4', comparison: 'range', min: 5, max: 5 },
    );
    expect(gradeQuestion(q, { b1: '  Šedesát  ', b3: '27,75' }).blanks).toEqual([
      { id: 'b1', correct: false, given: 'Šedesát', expected: '60' },
      { id: 'b2', correct: false, given: '', expected: '12 / dvanácti' },
      { id: 'b3', correct: true, given: '27,75', expected: '27,7–28' },
      { id: 'b4', correct: false, given: '', expected: '5' },
    ]);
  });

  it('never matches an empty fill, even against an empty stored answer', () => {
    const broken = fib(
      { id: 'b1', comparison: 'equal', answer: '7' },
      { id: 'b2', comparison: 'equal', answer: '' },
    );
    expect(gradeQuestion(broken, { b1: '7' })).toMatchObject({
      correct: false,
      blanks: [{ correct: true }, { correct: false }],
    });
  });

  it('is never right without blanks', () => {
    expect(gradeQuestion(fib(), { b1: 'x' })).toEqual({
      answered: true,
      correct: false,
      mark: 0,
      blanks: [],
    });
  });
});
