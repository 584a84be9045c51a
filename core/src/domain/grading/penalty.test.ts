import { describe, expect, it } from 'vitest';
import { isPenaltyText, parsePenalty, penaltyOf, penaltyText } from './penalty';

describe('parsePenalty and penaltyText', () => {
  it.each([
    ['0', '0'],
    ['1', '1'],
    ['1/3', '1/3'],
    [' 1 / 5 ', '1/5'],
    ['2/6', '1/3'],
    ['3/3', '1'],
    ['0/7', '0'],
    ['0,25', '1/4'],
    ['0.2', '1/5'],
    ['0,5', '1/2'],
    ['1,0', '1'],
    ['0.3333', null],
    ['4/3', null],
    ['-1/3', null],
    ['1/0', null],
    ['1/101', null],
    ['1,5', null],
    ['třetina', null],
    ['', null],
  ])('%j → %j', (text, canonical) => {
    const p = parsePenalty(text);
    expect(p && penaltyText(p)).toBe(canonical);
  });

  it('only the canonical form is a penalty text', () => {
    expect(['0', '1', '1/3', '1/5', '2/5'].every(isPenaltyText)).toBe(true);
    expect(['2/6', '0,25', '1/1', '0/3', ' 1/3'].some(isPenaltyText)).toBe(false);
  });

  it('a stored text that is not a penalty takes nothing off', () => {
    expect(penaltyOf('nonsense')).toEqual({ numerator: 0, denominator: 1 });
    expect(penaltyOf('1/4')).toEqual({ numerator: 1, denominator: 4 });
  });
});
