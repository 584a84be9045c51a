import { describe, expect, it } from 'vitest';
import { resultsMarkdown, type BenchReport } from './results-table';
import { SOAK_BEGIN, SOAK_END, soakSectionOf, withSoakSection } from './soak-section';

const row = (name: string, rps: number) => ({ name, rps, p50: 10, p99: 40, requests: rps * 8 });

const report: BenchReport = {
  date: '2026-11-21 09:00 UTC',
  machine: '2 × test CPU',
  minutes: 6.5,
  seconds: 8,
  learners: 40,
  api: [
    {
      database: 'PostgreSQL',
      ceiling: { ok: true, value: row('bare', 4000) },
      run: {
        ok: true,
        value: {
          rows: [
            row('GET /courses (10 a page, guest)', 1000),
            { ...row('POST /quiz/finish (a started attempt each)', 120), ceilingRps: 6000 },
          ],
          setupSeconds: 12,
        },
      },
    },
    {
      database: 'PGlite',
      ceiling: { ok: true, value: row('bare', 5000) },
      run: { ok: false, reason: 'server did not start' },
    },
  ],
  growth: { ok: false, reason: 'out of memory' },
  web: {
    ok: true,
    value: {
      firstScreenJs: 120_400,
      firstScreenCss: 9_000,
      firstScreenFiles: 4,
      allJs: 300_000,
      allCss: 20_000,
      allFiles: 12,
    },
  },
  lighthouse: {
    ok: true,
    value: [
      {
        name: 'home',
        path: '/',
        performance: 97,
        accessibility: 100,
        bestPractices: null,
        metrics: { fcp: 1234, lcp: 2051, tbt: 40 },
        benchmarkIndex: 1480,
        runs: 3,
        reference: {
          performance: 100,
          accessibility: 100,
          bestPractices: 100,
          metrics: { fcp: 763, lcp: 1244, tbt: 0 },
          benchmarkIndex: 1502,
          runs: 3,
        },
      },
      {
        name: 'quiz',
        path: '/kurzy/33/lp_quiz/36',
        performance: 88,
        accessibility: 100,
        bestPractices: 100,
        metrics: { fcp: 2400, lcp: 2500, tbt: 292 },
        benchmarkIndex: 1490,
        runs: 3,
        reference: {
          performance: null,
          accessibility: null,
          bestPractices: null,
          metrics: { fcp: null, lcp: null, tbt: null },
          benchmarkIndex: null,
          runs: 0,
          failure: 'no reference: /kurzy/33/lp_quiz/36 answered 404',
        },
      },
    ],
  },
  questionBank: [
    {
      database: 'PostgreSQL',
      run: {
        ok: true,
        value: {
          seeded: 10_000,
          seedSeconds: 2.14,
          imported: 5_000,
          importMb: 0.81,
          importSeconds: 1.23,
          searchedOver: 15_157,
          searches: 300,
          p50: 15.84,
          p95: 29.71,
        },
      },
    },
    { database: 'PGlite', run: { ok: false, reason: 'disk full' } },
  ],
  broken: ['percentile 1M/10k ratio: not measured (budget < 2)'],
  soak: null,
};

describe('resultsMarkdown', () => {
  const markdown = resultsMarkdown(report);

  it('gives each call its share of the ceiling measured before the same database', () => {
    expect(markdown).toContain(
      '| GET /courses (10 a page, guest) | PostgreSQL | 1000 | 10 | 40 | 8000 | 25.0 % |',
    );
    expect(markdown).toContain(
      '| bare Fastify JSON route (ceiling, just before the PostgreSQL run) | — | 4000 | 10 | 40 | 32000 | 100.0 % |',
    );
  });

  it('sets a bracketed call against the ceiling around it, and says so', () => {
    expect(markdown).toContain(
      '| POST /quiz/finish (a started attempt each) | PostgreSQL | 120 | 10 | 40 | 960 | 2.0 % of 6000 around it |',
    );
  });

  it('says what was not measured and why', () => {
    expect(markdown).toContain('| every call | PGlite | not measured: server did not start |');
    expect(markdown).toContain('_Not measured: out of memory_');
  });

  it('gives the question bank’s import and search on each database, or why not', () => {
    expect(markdown).toContain(
      '| PostgreSQL | 10,000 in 2.1 s | 5,000 questions, 0.8 MB | 1.2 | 15,157 questions | 300 | 15.8 | 29.7 |',
    );
    expect(markdown).toContain('| PGlite | not measured: disk full |');
  });

  it('shows sizes in kB, the page URL, the scores with the machine’s benchmarkIndex and every broken budget', () => {
    expect(markdown).toContain('| 120.4 kB | 9.0 kB | 4 |');
    expect(markdown).toContain('| home | `/` | 97 | 100 | n/a | 1.2 | 2.1 | 40 | 3 | 1480 |');
    expect(markdown).toContain('- broken: percentile 1M/10k ratio: not measured (budget < 2)');
  });

  it('shows each page beside its reference with the figures the gates compare, and says what both are', () => {
    expect(markdown).toContain(
      '| home | 97 | 100 | −3 | 1234 | 763 | 2051 | 1244 | 1.65 × | 40 | 0 | +40 | 1480 / 1502 | 3 / 3 |',
    );
    expect(markdown).toContain(
      '| quiz | 88 | n/a | n/a | 2400 | n/a | 2500 | n/a | n/a | 292 | n/a | n/a | 1490 / n/a | 3 / 0 |',
    );
    expect(markdown).toContain(
      "_quiz's reference: Lighthouse failed: no reference: /kurzy/33/lp_quiz/36 answered 404_",
    );
    expect(markdown).toContain('the same first screen as static HTML and CSS with no script');
    expect(markdown).toContain(
      "performance ≥ the reference's − 5, TBT ≤ the reference's + 200 ms, LCP ≤ 1.3 × the reference's, accessibility ≥ 95",
    );
  });

  it('keeps the soak’s section of the file it replaces as it was, before the budgets', () => {
    const soak = `${SOAK_BEGIN}\n## Soak (\`npm run bench -- --soak\`)\n\n| GET /courses | 5,000 | 0 | 10 | 120 |\n${SOAK_END}`;
    const kept = resultsMarkdown({ ...report, soak });
    expect(soakSectionOf(kept)).toBe(soak);
    expect(kept.indexOf(soak)).toBeGreaterThan(kept.indexOf('## Question bank'));
    expect(kept.indexOf(soak)).toBeLessThan(kept.indexOf('## Budgets'));
    expect(kept.replace(`${soak}\n\n`, '')).toBe(markdown);
    // a soak writing into the whole bench's file changes its own section only
    expect(withSoakSection(markdown, soak)).toBe(kept);
    expect(markdown).not.toContain(SOAK_BEGIN);
  });
});
