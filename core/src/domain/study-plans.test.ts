import { describe, expect, it } from 'vitest';
import {
  familyOfProductId,
  isPlanFamily,
  isSubscriptionActive,
  periodEnd,
  planBullets,
  premiumRoleOf,
  productIdOf,
  type PeriodUnit,
} from './study-plans';

const at = (iso: string) => new Date(iso);

describe('periodEnd', () => {
  it.each<[string, PeriodUnit, number, string]>([
    ['2026-03-10T08:30:00.000Z', 'DAY', 1, '2026-03-11T08:30:00.000Z'],
    ['2026-12-31T23:59:59.000Z', 'DAY', 1, '2027-01-01T23:59:59.000Z'],
    ['2028-02-28T12:00:00.000Z', 'DAY', 1, '2028-02-29T12:00:00.000Z'],
    ['2026-03-10T08:30:00.000Z', 'DAY', 30, '2026-04-09T08:30:00.000Z'],
    ['2026-03-10T08:30:00.000Z', 'WEEK', 1, '2026-03-17T08:30:00.000Z'],
    ['2026-12-28T00:00:00.000Z', 'WEEK', 1, '2027-01-04T00:00:00.000Z'],
    ['2026-03-10T08:30:00.000Z', 'WEEK', 2, '2026-03-24T08:30:00.000Z'],
    ['2026-03-10T08:30:00.000Z', 'MONTH', 1, '2026-04-10T08:30:00.000Z'],
    ['2026-12-15T10:00:00.000Z', 'MONTH', 1, '2027-01-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'MONTH', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'MONTH', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T10:00:00.000Z', 'MONTH', 1, '2026-04-30T10:00:00.000Z'],
    ['2026-02-28T10:00:00.000Z', 'MONTH', 1, '2026-03-28T10:00:00.000Z'],
    ['2026-11-30T10:00:00.000Z', 'MONTH', 3, '2027-02-28T10:00:00.000Z'],
    ['2026-05-31T10:00:00.000Z', 'MONTH', 3, '2026-08-31T10:00:00.000Z'],
    ['2026-03-10T08:30:00.000Z', 'MONTH', 12, '2027-03-10T08:30:00.000Z'],
  ])('%s + %s × %i = %s', (start, unit, count, end) => {
    expect(periodEnd(at(start), unit, count).toISOString()).toBe(end);
  });

  it('leaves the start date untouched', () => {
    const start = at('2026-01-31T10:00:00.000Z');
    periodEnd(start, 'MONTH', 1);
    expect(start.toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a count of %s', (count) => {
    expect(() => periodEnd(at('2026-03-10T08:30:00.000Z'), 'DAY', count)).toThrow(RangeError);
  });
});

describe('isSubscriptionActive', () => {
  const sub = { starts_at: at('2026-03-10T08:00:00Z'), expires_at: at('2026-03-17T08:00:00Z') };
  it.each<[string, string, boolean]>([
    ['before its start', '2026-03-10T07:59:59.999Z', false],
    ['at its start', '2026-03-10T08:00:00.000Z', true],
    ['a moment before expiry', '2026-03-17T07:59:59.999Z', true],
    ['at expiry', '2026-03-17T08:00:00.000Z', false],
    ['after expiry', '2026-04-01T00:00:00.000Z', false],
  ])('%s: %s', (_label, now, active) => {
    expect(isSubscriptionActive(sub, at(now))).toBe(active);
  });

  it('an ended plan is no longer active, even before its expiry', () => {
    const ended = { ...sub, ended_at: at('2026-03-12T00:00:00Z') };
    expect(isSubscriptionActive(ended, at('2026-03-13T00:00:00Z'))).toBe(false);
  });
});

describe('product ids (SPEC §1)', () => {
  it.each([
    ['osp', 'android', 'cz.studovna.osp'],
    ['zsv', 'ios', 'cz.studovna.zsv.premium'],
    ['tsp', 'android', 'cz.studovna.tsp'],
  ] as const)('%s on %s is %s', (family, platform, id) => {
    expect(productIdOf(family, platform)).toBe(id);
  });

  it.each<[string, string | null]>([
    ['cz.studovna.osp', 'osp'],
    ['cz.studovna.zsv.premium', 'zsv'],
    [' CZ.Studovna.TSP ', 'tsp'],
    ['cz.studovna.premium', null],
    ['cz.studovna.abc', null],
    ['osp', null],
    ['', null],
  ])('%j belongs to %s', (productId, family) => {
    expect(familyOfProductId(productId)).toBe(family);
  });
});

describe('families and bullets', () => {
  it.each<[string, boolean]>([
    ['osp', true],
    ['zsv', true],
    ['tsp', true],
    ['OSP', false],
    ['premium_osp', false],
    ['', false],
  ])('%j is a family: %s', (code, known) => {
    expect(isPlanFamily(code)).toBe(known);
  });

  it('a family’s premium role contains "premium" (SPEC §3)', () => {
    expect(premiumRoleOf('zsv')).toBe('premium_zsv');
  });

  it('a family is described by what its content holds: the solved tasks, tests, sync — and no video it lacks', () => {
    expect(planBullets('osp', { questions: 52, videos: 0 })).toEqual([
      'Přes 50 vyřešených úloh z verbální a analytické části OSP',
      'Testy s vyhodnocením a percentilem',
      'Synchronizace s webovým rozhraním',
    ]);
    expect(planBullets('zsv', { questions: 40, videos: 0 })[0]).toBe(
      '40 vyřešených úloh z filozofie, ekonomie a dalších oborů ZSV',
    );
    expect(planBullets('tsp', { questions: 157, videos: 0 })[0]).toBe(
      'Přes 150 vyřešených úloh z verbálního i analytického myšlení TSP',
    );
  });

  it.each([
    [1, '1 vyřešená úloha'],
    [3, '3 vyřešené úlohy'],
    [7, '7 vyřešených úloh'],
    [19, '19 vyřešených úloh'],
    [20, '20 vyřešených úloh'],
    [21, 'Přes 20 vyřešených úloh'],
    [100, '100 vyřešených úloh'],
    [149, 'Přes 100 vyřešených úloh'],
    [1234, 'Přes 1200 vyřešených úloh'],
  ])('%i questions are „%s"', (questions, said) => {
    expect(planBullets('osp', { questions, videos: 0 })[0]).toBe(`${said} z verbální a analytické části OSP`);
  });

  it('videos are promised only when the content has them', () => {
    expect(planBullets('osp', { questions: 10, videos: 1 }).at(-1)).toBe('1 video s výkladem a řešením úloh');
    expect(planBullets('osp', { questions: 10, videos: 3 }).at(-1)).toBe('3 videa s výkladem a řešením úloh');
    expect(planBullets('osp', { questions: 10, videos: 12 }).at(-1)).toBe(
      '12 videí s výkladem a řešením úloh',
    );
  });

  it('the team’s own bullets follow the counted ones, which they never replace', () => {
    expect(
      planBullets('osp', { questions: 10, videos: 1, written: ['Konzultace s lektorem jednou týdně'] }),
    ).toEqual([
      '10 vyřešených úloh z verbální a analytické části OSP',
      'Testy s vyhodnocením a percentilem',
      'Synchronizace s webovým rozhraním',
      '1 video s výkladem a řešením úloh',
      'Konzultace s lektorem jednou týdně',
    ]);
  });

  it('a family without any question promises neither tasks nor tests', () => {
    expect(planBullets('zsv', { questions: 0, videos: 0 })).toEqual(['Synchronizace s webovým rozhraním']);
  });
});
