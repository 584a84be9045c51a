import { describe, expect, it } from 'vitest';
import { BUDGETS, brokenBudgets, type BudgetFigures } from './budgets';

/** A page's Lighthouse figures (performance, TBT ms, LCP ms) and its reference's, accessibility 100. */
const scored = (
  name: string,
  [performance, tbt, lcp]: (number | null)[],
  [refPerformance, refTbt, refLcp]: (number | null)[],
  accessibility: number | null = 100,
) => ({
  name,
  performance: performance ?? null,
  accessibility,
  metrics: { tbt: tbt ?? null, lcp: lcp ?? null },
  reference: { performance: refPerformance ?? null, metrics: { tbt: refTbt ?? null, lcp: refLcp ?? null } },
});

const passing: BudgetFigures = {
  firstScreenJsBytes: 130_000,
  lighthouse: [
    // at every limit: 5 points below the reference, 200 ms more TBT, 1.3 × its LCP, accessibility 95
    scored('home', [92, 230, 2600], [97, 30, 2000], 95),
    scored('quiz', [99, 0, 1900], [98, 10, 2000]),
  ],
  percentileGrowthRatio: 1.99,
  sharesOfCeilingOnPostgres: { ...BUDGETS.sharesOfCeilingOnPostgres },
  quizReportP95Ms: 200,
  questionBank: [
    { database: 'PostgreSQL', importSeconds: 30, searchP95Ms: 300 },
    { database: 'PGlite', importSeconds: 4.7, searchP95Ms: 101.5 },
  ],
};

describe('brokenBudgets', () => {
  it('passes figures exactly at every limit', () => {
    expect(brokenBudgets(passing)).toEqual([]);
  });

  it('names each broken budget with its figure and limit', () => {
    expect(
      brokenBudgets({
        firstScreenJsBytes: 130_001,
        lighthouse: [
          scored('home', [91, 40, 2100], [97, 30, 2000]),
          scored('quiz', [99, 0, 1900], [98, 10, 2000], 90),
        ],
        percentileGrowthRatio: 2,
        sharesOfCeilingOnPostgres: { courses: 0.095, detail: 0.07, check: 0.0259, finish: 0.011 },
        quizReportP95Ms: 200.4,
        questionBank: [{ database: 'PGlite', importSeconds: 30.04, searchP95Ms: 300.5 }],
      }),
    ).toEqual([
      'first-screen JS: 130.0 kB gzip > 130 kB',
      "Lighthouse performance of home: 91 < 92 (the reference's 97 − 5)",
      'Lighthouse accessibility of quiz: 90 < 95',
      'percentile 1M/10k ratio: 2.00 ≥ 2',
      'quiz report at 1M attempts: p95 200.4 ms > 200 ms',
      'GET /courses on PostgreSQL: 9.50 % of the ceiling < 22.00 %',
      'POST /quiz/check_answer on PostgreSQL: 2.59 % of the ceiling < 2.60 %',
      'question bank import on PGlite: 30.0 s > 30 s',
      'question bank search on PGlite: p95 300.5 ms > 300 ms',
    ]);
  });

  it('fails every figure that was not measured instead of passing it silently', () => {
    const broken = brokenBudgets({
      firstScreenJsBytes: null,
      lighthouse: null,
      percentileGrowthRatio: null,
      sharesOfCeilingOnPostgres: { courses: null, detail: null, check: null, finish: null },
      quizReportP95Ms: null,
      questionBank: [{ database: 'PostgreSQL', importSeconds: null, searchP95Ms: null }],
    });
    expect(broken).toHaveLength(10);
    expect(broken.every((b) => b.includes('not measured'))).toBe(true);
    expect(broken[3]).toBe('quiz report at 1M attempts: not measured (budget p95 ≤ 200 ms)');
    expect(broken[4]).toBe('GET /courses on PostgreSQL: not measured (budget ≥ 22.00 % of the ceiling)');
    expect(broken[7]).toBe('POST /quiz/finish on PostgreSQL: not measured (budget ≥ 1.10 % of the ceiling)');
    expect(broken[9]).toBe('question bank search on PostgreSQL: not measured (budget p95 ≤ 300 ms)');
  });

  it('holds each page to its reference scored in the same runs, not to an absolute score', () => {
    // a slow machine: the reference itself scores 84, and the page within the budgets of it holds
    const slow = scored('home', [79, 500, 5200], [84, 300, 4000]);
    expect(brokenBudgets({ ...passing, lighthouse: [slow] })).toEqual([]);
    expect(
      brokenBudgets({ ...passing, lighthouse: [scored('home', [78, 501, 5201], [84, 300, 4000])] }),
    ).toEqual([
      "Lighthouse performance of home: 78 < 79 (the reference's 84 − 5)",
      "Lighthouse TBT of home: 501 ms > 500 ms (the reference's 300 ms + 200 ms)",
      "Lighthouse LCP of home: 5201 ms > 5200 ms (1.3 × the reference's 4000 ms)",
    ]);
  });

  it('fails a page or a reference whose figure is missing, and an empty Lighthouse run', () => {
    expect(
      brokenBudgets({
        ...passing,
        lighthouse: [
          scored('home', [null, 40, null], [97, null, 2000], null),
          scored('quiz', [90, 40, 2000], [null, null, null]),
        ],
      }),
    ).toEqual([
      "Lighthouse performance of home: not measured (budget ≥ the reference's − 5)",
      "Lighthouse TBT of home's reference: not measured (budget ≤ the reference's + 200 ms)",
      "Lighthouse LCP of home: not measured (budget ≤ 1.3 × the reference's)",
      'Lighthouse accessibility of home: not measured (budget ≥ 95)',
      "Lighthouse performance of quiz's reference: not measured (budget ≥ the reference's − 5)",
      "Lighthouse TBT of quiz's reference: not measured (budget ≤ the reference's + 200 ms)",
      "Lighthouse LCP of quiz's reference: not measured (budget ≤ 1.3 × the reference's)",
    ]);
    expect(brokenBudgets({ ...passing, lighthouse: [] })).toEqual([
      "Lighthouse: not measured (budgets: performance ≥ the reference's − 5, TBT ≤ the reference's + 200 ms, LCP ≤ 1.3 × the reference's, accessibility ≥ 95)",
    ]);
  });
});
