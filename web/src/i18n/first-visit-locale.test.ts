import { describe, expect, it } from 'vitest';
import { firstVisitLocale } from './first-visit-locale';

describe('firstVisitLocale', () => {
  it.each([
    { languages: ['en-US', 'en'], expected: 'en' },
    { languages: ['en-GB'], expected: 'en' },
    { languages: ['EN'], expected: 'en' },
    { languages: ['de-DE', 'en-US', 'cs'], expected: 'en' },
    { languages: ['en-US', 'cs-CZ'], expected: 'en' },
    { languages: ['cs-CZ', 'en-US'], expected: 'cs' },
    { languages: ['cs'], expected: 'cs' },
    { languages: ['sk-SK', 'cs', 'en'], expected: 'cs' },
    { languages: ['sk', 'en'], expected: 'cs' },
    { languages: ['de-DE', 'fr'], expected: 'cs' },
    { languages: ['english'], expected: 'cs' },
    { languages: [], expected: 'cs' },
  ])('$languages → $expected', ({ languages, expected }) => {
    expect(firstVisitLocale(languages)).toBe(expected);
  });
});
