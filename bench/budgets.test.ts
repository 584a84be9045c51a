import { describe, expect, it } from 'vitest';
import { BUDGETS, brokenBudgets, type BudgetFigures } from './budgets';

const passing: BudgetFigures = {
  firstScreenJsBytes: 150_000,
  lighthouse: [
    { name: 'home', performance: 95, accessibility: 100 },
    { name: 'quiz', performance: 99, accessibility: 95 },
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
        firstScreenJsBytes: 150_001,
        lighthouse: [
          { name: 'home', performance: 94, accessibility: 100 },
          { name: 'quiz', performance: 99, accessibility: 90 },
        ],
        percentileGrowthRatio: 2,
        sharesOfCeilingOnPostgres: { courses: 0.095, detail: 0.07, check: 0.0259, finish: 0.011 },
        quizReportP95Ms: 200.4,
        questionBank: [{ database: 'PGlite', importSeconds: 30.04, searchP95Ms: 300.5 }],
      }),
    ).toEqual([
      'first-screen JS: 150.0 kB gzip > 150 kB',
      'Lighthouse performance of home: 94 < 95',
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

  it('fails a page whose score is missing and an empty Lighthouse run', () => {
    expect(
      brokenBudgets({ ...passing, lighthouse: [{ name: 'home', performance: null, accessibility: 98 }] }),
    ).toEqual(['Lighthouse performance of home: not measured (budget ≥ 95)']);
    expect(brokenBudgets({ ...passing, lighthouse: [] })).toEqual(['Lighthouse: not measured (budget ≥ 95)']);
  });
});
