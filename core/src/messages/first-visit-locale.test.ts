import { describe, expect, it } from 'vitest';
import { acceptedLanguages, firstVisitLocale } from './first-visit-locale';

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

describe('acceptedLanguages', () => {
  it.each([
    { header: 'cs-CZ,cs;q=0.9,en;q=0.8', expected: ['cs-CZ', 'cs', 'en'] },
    { header: 'en;q=0.5, cs', expected: ['cs', 'en'] },
    { header: 'de, en;q=0.9, cs;q=0.9', expected: ['de', 'en', 'cs'] },
    { header: 'en;q=0, cs;q=0.1, *', expected: ['cs'] },
    { header: '', expected: [] },
    { header: undefined, expected: [] },
  ])('$header → $expected', ({ header, expected }) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });

  it('gives an English browser English and a Czech one Czech, as navigator.languages would', () => {
    expect(firstVisitLocale(acceptedLanguages('en-US,en;q=0.9,cs;q=0.8'))).toBe('en');
    expect(firstVisitLocale(acceptedLanguages('cs-CZ,cs;q=0.9,en-US;q=0.8'))).toBe('cs');
  });
});
