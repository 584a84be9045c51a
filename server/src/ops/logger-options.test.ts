import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';

const prettyPath = createRequire(import.meta.url).resolve('pino-pretty');
const pretty = (colorize: boolean) => ({
  level: 'info',
  transport: {
    target: prettyPath,
    options: { colorize, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
  },
});

describe('how the server logs', () => {
  it.each([
    // [LOG_FORMAT, standard output is a terminal, what the logger is]
    ['auto', true, pretty(true)],
    ['auto', false, { level: 'info' }],
    ['pretty', false, pretty(false)],
    ['json', true, { level: 'info' }],
  ] as const)('LOG_FORMAT=%s, terminal: %s', (format, terminal, expected) => {
    expect(loggerOptions({ logLevel: 'info', logFormat: format }, terminal)).toEqual(expected);
  });

  it('prints nothing when silent, on a terminal too', () => {
    expect(loggerOptions({ logLevel: 'silent', logFormat: 'pretty' }, true)).toBe(false);
  });
});
