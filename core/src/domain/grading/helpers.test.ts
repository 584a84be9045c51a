import { describe, expect, it } from 'vitest';
import { letterIndex, MAX_QUESTION_OPTIONS, optionLetter } from './letters';
import { canonicalAnswer, isEmptyAnswer, normalizeFill, parseFillNumber } from './normalize';
import { roundTo2, toPercent } from './percent';
import type { AnswerValue, QuestionType } from '../../contract/question';
import type { GivenAnswer } from './types';

describe('option letters A–P', () => {
  it.each([
    [0, 'A'],
    [2, 'C'],
    [15, 'P'],
    [16, undefined],
    [-1, undefined],
    [1.5, undefined],
    [Number.NaN, undefined],
  ])('optionLetter(%s) → %s', (index, letter) => expect(optionLetter(index)).toBe(letter));

  it.each([
    ['a', 0],
    ['A', 0],
    ['c', 2],
    ['P', 15],
    ['p', 15],
    ['q', undefined],
    ['Z', undefined],
    ['1', undefined],
    ['', undefined],
    ['ab', undefined],
    ['@', undefined],
  ])('letterIndex(%j) → %s', (letter, index) => expect(letterIndex(letter)).toBe(index));

  it('round-trips all 16 letters', () => {
    expect(MAX_QUESTION_OPTIONS).toBe(16);
    const letters = Array.from({ length: MAX_QUESTION_OPTIONS }, (_, i) => optionLetter(i));
    expect(letters.join('')).toBe('ABCDEFGHIJKLMNOP');
    expect(letters.map((l) => letterIndex(l!.toLowerCase()))).toEqual([...Array(16).keys()]);
  });
});

describe('rounding (SPEC §4)', () => {
  it.each([
    [66.666666, 66.67],
    [33.333333, 33.33],
    [1.005, 1.01],
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [12, 12],
    [-1.005, -1.01],
    [-0.001, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('roundTo2(%s) → %s', (value, rounded) => expect(roundTo2(value)).toBe(rounded));

  it.each([
    [0, 0],
    [0.5, 50],
    [0.66666, 66.67],
    [1, 100],
    [1.5, 1.5],
    [66.666, 66.67],
    [100, 100],
    [Number.NaN, 0],
  ])('toPercent(%s) → %s', (value, percent) => expect(toPercent(value)).toBe(percent));
});

describe('fill normalisation', () => {
  it.each<[string, boolean, string]>([
    ['  Praha ', false, 'praha'],
    ['Karel\t\n IV.', false, 'karel iv.'],
    ['Karel\u00a0IV.', true, 'Karel IV.'],
    ['ŽLUŤOUČKÝ kůň', false, 'žluťoučký kůň'],
    ['  ', false, ''],
  ])('normalizeFill(%j, matchCase %s) → %j', (text, matchCase, out) =>
    expect(normalizeFill(text, matchCase)).toBe(out),
  );

  it.each<[string, number | undefined]>([
    ['3', 3],
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['+3,5', 3.5],
    ['-3,5', -3.5],
    ['3 400', 3400],
    ['12 345 678,9', 12345678.9],
    ['3\u202f400', 3400],
    ['  7  ', 7],
    ['0,5', 0.5],
    [',5', undefined],
    ['5,', undefined],
    ['3 40', undefined],
    ['3400 000', undefined],
    ['1.234,5', undefined],
    ['3 cm', undefined],
    ['1e3', undefined],
    ['- 3', undefined],
    ['', undefined],
  ])('parseFillNumber(%j) → %s', (text, value) => expect(parseFillNumber(text)).toBe(value));

  it.each<[GivenAnswer, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    [' \t', true],
    [[], true],
    [['', ' '], true],
    [{}, true],
    [{ b1: '', b2: '  ' }, true],
    ['a', false],
    [['', 'a'], false],
    [{ b1: '', b2: 'x' }, false],
  ])('isEmptyAnswer(%j) → %s', (answer, empty) => expect(isEmptyAnswer(answer)).toBe(empty));
});

describe('answer form per question type', () => {
  it.each<[QuestionType, AnswerValue, AnswerValue | undefined]>([
    ['single_choice', 'v1', 'v1'],
    ['single_choice', ['v1'], 'v1'],
    ['true_or_false', 'true', 'true'],
    ['true_or_false', ['false'], 'false'],
    // no answer, of any form, stays no answer
    ['single_choice', [], []],
    ['single_choice', [' '], [' ']],
    ['true_or_false', {}, {}],
    // several values or fills do not fit a question with one answer
    ['single_choice', ['v1', 'v2'], undefined],
    ['single_choice', ['v1', ''], undefined],
    ['true_or_false', ['true', 'false'], undefined],
    ['single_choice', { b1: 'v1' }, undefined],
    // other types are taken as sent
    ['multi_choice', ['v1', 'v2'], ['v1', 'v2']],
    ['multi_choice', 'v1', 'v1'],
    ['sorting_choice', ['v2', 'v1'], ['v2', 'v1']],
    ['fill_in_blanks', { b1: '3' }, { b1: '3' }],
  ])('canonicalAnswer(%s, %j) → %j', (type, answer, canonical) =>
    expect(canonicalAnswer(type, answer)).toEqual(canonical),
  );
});
