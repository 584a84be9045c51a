import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createI18n } from './i18n';
import { interpolate } from './translate';
import { I18nProvider, Trans } from './use-translation';

describe('interpolate', () => {
  it('fills values as they are, with no escaping, and leaves an empty place for a missing one', () => {
    expect(interpolate('Ahoj {{name}} a {{other}}!', { name: '<b>Jana</b> & Petr' }, 'cs')).toBe(
      'Ahoj <b>Jana</b> & Petr a !',
    );
  });

  it('formats numbers for the language, with the options written in the message', () => {
    const message =
      '{{value, number(maximumFractionDigits: 2)}} / {{rating, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} / {{count, number}}';
    expect(interpolate(message, { value: 2.345, rating: 4, count: 12345 }, 'cs')).toBe(
      '2,35 / 4,0 / 12\u00a0345',
    );
    expect(interpolate(message, { value: 2.345, rating: 4, count: 12345 }, 'en')).toBe('2.35 / 4.0 / 12,345');
  });
});

describe('numbers', () => {
  it('writes every whole number as Intl.NumberFormat does, in Czech and English, whatever the format', () => {
    const formats: [string, Intl.NumberFormatOptions][] = [
      ['number', {}],
      ['number(maximumFractionDigits: 2)', { maximumFractionDigits: 2 }],
      [
        'number(minimumFractionDigits: 1; maximumFractionDigits: 1)',
        { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      ],
    ];
    for (const language of ['cs', 'en'])
      for (const [format, options] of formats) {
        const intl = new Intl.NumberFormat(language, options);
        for (const n of [-1290, -999, -1, 0, 1, 7, 42, 999, 1000, 1290, 25_000])
          expect(interpolate(`{{n, ${format}}}`, { n }, language)).toBe(intl.format(n));
      }
  });
});

describe('numbers with fractions', () => {
  it('writes every number as Intl.NumberFormat does, in Czech and English, for every format of the messages', () => {
    const formats = [
      ['number', {}],
      ['number(maximumFractionDigits: 1)', { maximumFractionDigits: 1 }],
      ['number(maximumFractionDigits: 2)', { maximumFractionDigits: 2 }],
      [
        'number(minimumFractionDigits: 1; maximumFractionDigits: 1)',
        { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      ],
      ['number(minimumFractionDigits: 2)', { minimumFractionDigits: 2 }],
    ] as const;
    const numbers = fc.oneof(
      fc.double({ min: -2000, max: 2000, noNaN: true }),
      // halves, quarters and eighths: the ties of rounding, exactly
      fc.integer({ min: -16_000, max: 16_000 }).map((n) => n / 8),
      fc.integer({ min: -200_000, max: 200_000 }).map((n) => n / 100),
      fc.constantFrom(-0, 0, 999.95, 999.949, -999.96, 4.25, 0.125, 1.005, Number.EPSILON),
    );
    fc.assert(
      fc.property(
        numbers,
        fc.constantFrom('cs', 'en'),
        fc.constantFrom(...formats),
        (n, language, [format, options]) => {
          expect(interpolate(`{{n, ${format}}}`, { n }, language)).toBe(
            new Intl.NumberFormat(language, options).format(n),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('t', () => {
  it('shows the key itself only when no language has it', () => {
    const i18n = createI18n();
    expect(i18n.t('home.title')).toBe('Předměty');
    expect(i18n.t('no.such.key' as 'home.title')).toBe('no.such.key');
  });

  it('falls back to Czech while English is still loading, then shows English', async () => {
    const i18n = createI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('home.title')).toBe('Předměty');
    const before = i18n.t;
    await i18n.loadLanguages('en');
    expect(i18n.t('home.title')).toBe('Subjects');
    expect(i18n.t).not.toBe(before);
  });

  it('keeps the language asked for last when two changes overlap', async () => {
    const i18n = createI18n();
    const toEnglish = i18n.changeLanguage('en');
    const backToCzech = i18n.changeLanguage('cs');
    await Promise.all([toEnglish, backToCzech]);
    expect(i18n.language).toBe('cs');
    expect(i18n.resolvedLanguage).toBe('cs');
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('cs');
  });
});

describe('Trans', () => {
  it('puts the components into the message, each around its own text', () => {
    render(
      <I18nProvider i18n={createI18n()}>
        <Trans
          i18nKey="register.terms"
          components={{ terms: <a href="/podminky" />, privacy: <a href="/zasady" /> }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'obchodními podmínkami' })).toHaveAttribute('href', '/podminky');
    expect(screen.getByRole('link', { name: 'zásadami ochrany osobních údajů' })).toHaveAttribute(
      'href',
      '/zasady',
    );
    expect(document.body).toHaveTextContent(
      'Souhlasím s obchodními podmínkami a zásadami ochrany osobních údajů.',
    );
  });
});
