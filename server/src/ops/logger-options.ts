import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** The pretty printer's file, found from here: pino loads a transport in a worker thread by its path. */
const PRETTY_TARGET = createRequire(import.meta.url).resolve('pino-pretty');

/**
 * How the server logs: nothing when silent; readable lines (pino-pretty, in a worker thread) when
 * `LOG_FORMAT` is `pretty`, or `auto` and standard output is a terminal; otherwise one JSON object a line,
 * what a log collector reads.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stdoutIsTerminal: boolean,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && stdoutIsTerminal);
  if (!pretty) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: PRETTY_TARGET,
      options: {
        colorize: stdoutIsTerminal,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname',
        singleLine: true,
      },
    },
  };
}
