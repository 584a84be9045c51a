import { describe, expect, it } from 'vitest';
import {
  SOAK_BEGIN,
  SOAK_END,
  soakMarkdown,
  soakSectionOf,
  withSoakSection,
  type SoakReport,
} from './soak-section';

const MB = 2 ** 20;
const report: SoakReport = {
  date: '2026-11-27 14:00 UTC',
  machine: '2 × test CPU, load average 1.2 at the start',
  learners: 200,
  seconds: 600,
  workers: 2,
  setupSeconds: 14.2,
  load: { min: 1.84, max: 3.06 },
  sampleSeconds: 5,
  sessions: 4210,
  calls: [
    { name: 'GET /courses', count: 5000, errors: 0, p50: 9.6, p99: 120.2, failures: [] },
    {
      name: 'POST /quiz/finish',
      count: 4000,
      errors: 2,
      p50: 30,
      p99: 210,
      failures: [{ what: '500 {"code":"internal_error"|"x"}', times: 2 }],
    },
  ],
  memory: [
    { name: 'primary', pid: 10, warm: 150 * MB, end: 152 * MB, peak: 160 * MB, growth: 2 / 150, flat: true },
    { name: 'worker 1', pid: 11, warm: 200 * MB, end: 240 * MB, peak: 241 * MB, growth: 0.2, flat: false },
  ],
  heap: [
    {
      name: 'worker 1 (cluster id)',
      pid: 0,
      warm: 60 * MB,
      end: 63 * MB,
      peak: 70 * MB,
      growth: 0.05,
      flat: true,
    },
  ],
  scrapes: { count: 121, failures: [] },
  log: { errors: 1, warnings: 3, samples: ['{"level":50,"msg":"boom"}'] },
  broken: ['POST /quiz/finish: 2 errors of 4000 calls'],
};

describe('the soak’s section of RESULTS.md', () => {
  const section = soakMarkdown(report);

  it('gives each call its count, errors, p50 and p99, and what the failures said', () => {
    expect(section).toContain('| GET /courses | 5,000 | 0 | 10 | 120 |');
    expect(section).toContain('| POST /quiz/finish | 4,000 | 2 | 30 | 210 |');
    expect(section).toContain('- POST /quiz/finish: 2× `500 {"code":"internal_error"/"x"}`');
    expect(section).toContain('4,210 whole sessions, 9,000 requests (15 a second), 2 errors.');
    expect(section).toContain('load average 1.2 at the start; during the run the load average was 1.8–3.1');
    expect(section).toContain('200 simulated learners for 10 min');
  });

  it('gives each process its memory after the warm-up and at the end, and whether it stayed flat', () => {
    expect(section).toContain('| primary | 10 | 150.0 | 152.0 | 160.0 | +1.3 % | yes |');
    expect(section).toContain('| worker 1 | 11 | 200.0 | 240.0 | 241.0 | +20.0 % | **no** |');
    expect(section).toContain('the median over 120–180 s');
    expect(section).toContain('| worker 1 (cluster id) | 60.0 | 63.0 | 70.0 | +5.0 % |');
    expect(section).toContain('121 scrapes, 0 failed');
  });

  it('keeps what a failed scrape said on its line', () => {
    const failed = soakMarkdown({
      ...report,
      scrapes: { count: 33, failures: ['500 Metrics failed: Error: Operation timed out\n    at Timeout'] },
    });
    expect(failed).toContain(
      '33 scrapes, 1 failed: 500 Metrics failed: Error: Operation timed out at Timeout), the same windows:',
    );
  });

  it('shows the server’s error lines and everything that broke', () => {
    expect(section).toContain('1 error lines, 3 warnings.\n\n```\n{"level":50,"msg":"boom"}\n```');
    expect(section).toContain('- broken: POST /quiz/finish: 2 errors of 4000 calls');
    expect(soakMarkdown({ ...report, broken: [] })).toContain("No error, and every process's memory flat.");
  });

  it('is found between its markers, and replaced there leaving the rest as it was', () => {
    const file = `# Benchmark results\n\n## Web\n\nfigures\n\n${section}\n\n## Budgets\n\nEvery budget holds.\n`;
    expect(soakSectionOf(file)).toBe(section);
    expect(section.startsWith(SOAK_BEGIN) && section.endsWith(SOAK_END)).toBe(true);

    const next = soakMarkdown({ ...report, sessions: 1, broken: [] });
    expect(withSoakSection(file, next)).toBe(file.replace(section, next));
    expect(soakSectionOf(withSoakSection(file, next))).toBe(next);
  });

  it('goes before the budgets of a file that has none yet, or at the end', () => {
    const file = '# Benchmark results\n\n## Web\n\nfigures\n\n## Budgets\n\nEvery budget holds.\n';
    expect(withSoakSection(file, section)).toBe(
      `# Benchmark results\n\n## Web\n\nfigures\n\n${section}\n\n## Budgets\n\nEvery budget holds.\n`,
    );
    expect(withSoakSection('# Benchmark results\n', section)).toBe(`# Benchmark results\n\n${section}\n`);
    expect(soakSectionOf('# Benchmark results\n')).toBeNull();
  });
});
