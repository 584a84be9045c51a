import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/fetch-stub';
import { appendLogLine, describeError, LOG_LIMIT, LOG_MESSAGE_MAX, redact, type LogLine } from './log-buffer';
import { formatLogReport, LOG_REPORT_MAX } from './log-report';

const jwt = makeToken(3600);
const line = (n: number, message = `řádek ${n}`): LogLine => ({
  at: Date.UTC(2026, 0, 1, 8, 0, n),
  level: 'warn',
  message,
});

describe('redact', () => {
  it.each([
    [`Authorization: Bearer ${jwt}`, 'Authorization: '],
    [`fetch failed, Bearer ${jwt}`, 'Bearer '],
    [`token=${jwt}&v=1`, 'token='],
    [`{"username":"jana","password":"Studovna2026"}`, '"password":'],
    ['change-password old_password=Tajne123 new_password=Nove4567', 'new_password='],
    [`POST /token {"token":"abc.def.ghi"}`, '"token":'],
    [`got ${jwt} back`, 'got '],
  ])('hides the secret in %s', (text, kept) => {
    const result = redact(text);
    expect(result).toContain('[skryto]');
    expect(result).toContain(kept);
    for (const secret of [jwt, 'Studovna2026', 'Tajne123', 'Nove4567', 'abc.def.ghi'])
      expect(result).not.toContain(secret);
  });

  it('hides a given secret wherever it is, and leaves ordinary lines alone', () => {
    expect(redact('session s3cr3t-value expired', ['s3cr3t-value'])).toBe('session [skryto] expired');
    expect(redact('[api] quiz.finish → 500')).toBe('[api] quiz.finish → 500');
  });
});

describe('appendLogLine', () => {
  it(`keeps the newest ${LOG_LIMIT} lines in order`, () => {
    let lines: LogLine[] = [];
    for (let n = 1; n <= LOG_LIMIT + 25; n++) lines = appendLogLine(lines, line(n));
    expect(lines).toHaveLength(LOG_LIMIT);
    expect(lines[0]!.message).toBe('řádek 26');
    expect(lines.at(-1)!.message).toBe(`řádek ${LOG_LIMIT + 25}`);
  });

  it('hides secrets before storing and cuts an overlong message', () => {
    const [stored] = appendLogLine([], line(1, `Bearer ${jwt} ${'x'.repeat(2000)}`), [jwt]);
    expect(stored!.message).not.toContain(jwt);
    expect(stored!.message).toHaveLength(LOG_MESSAGE_MAX);
    expect(stored!.message.endsWith('…')).toBe(true);
  });
});

describe('describeError', () => {
  it('names the error and its first stack frames', () => {
    const error = new TypeError('x is undefined');
    error.stack = 'TypeError: x is undefined\n    at a (app.js:1:1)\n    at b (app.js:2:2)';
    expect(describeError(error)).toBe('TypeError: x is undefined\nat a (app.js:1:1)\nat b (app.js:2:2)');
    expect(describeError({ status: 500 })).toBe('{"status":500}');
    expect(describeError('text')).toBe('text');
  });
});

describe('formatLogReport', () => {
  const header = ['Dobrý den', 'Verze aplikace: 1.0'];

  it('puts the header first and the lines oldest first, newest last', () => {
    const report = formatLogReport(header, [line(1), line(2)], { empty: '(prázdný)' });
    expect(report).toBe(
      'Dobrý den\nVerze aplikace: 1.0\n\n2026-01-01T08:00:01.000Z WARN řádek 1\n2026-01-01T08:00:02.000Z WARN řádek 2',
    );
  });

  it(`stays within ${LOG_REPORT_MAX} characters by leaving out the oldest lines`, () => {
    const lines = Array.from({ length: LOG_LIMIT }, (_, i) =>
      line(i % 60, `řádek číslo ${i} ${'.'.repeat(40)}`),
    );
    const report = formatLogReport(header, lines, { empty: '' });
    expect(report.length).toBeLessThanOrEqual(LOG_REPORT_MAX);
    expect(report.length).toBeGreaterThan(LOG_REPORT_MAX - 120);
    expect(report.startsWith('Dobrý den\n')).toBe(true);
    expect(report.trimEnd().endsWith(`řádek číslo ${LOG_LIMIT - 1} ${'.'.repeat(40)}`)).toBe(true);
    expect(report).not.toContain('řádek číslo 0 ');
  });

  it('says the log is empty when it is', () => {
    expect(formatLogReport(header, [], { empty: '(prázdný)' }).endsWith('\n\n(prázdný)')).toBe(true);
  });
});
