import type { LogLine } from './log-buffer';

/** SPEC §8 log sharing: a mail body stays within a length every mail client opens. */
export const LOG_REPORT_MAX = 1800;

export const formatLogLine = ({ at, level, message }: LogLine): string =>
  `${new Date(at).toISOString()} ${level.toUpperCase()} ${message}`;

/**
 * The mail body: the header lines, then as many of the newest log lines as fit into `max` characters,
 * oldest first and newest last; `empty` stands in when there are none.
 */
export function formatLogReport(
  header: readonly string[],
  lines: readonly LogLine[],
  { empty, max = LOG_REPORT_MAX }: { empty: string; max?: number },
): string {
  const head = `${header.join('\n')}\n\n`;
  const budget = max - head.length;
  if (lines.length === 0) return `${head}${empty}`.slice(0, max);
  const kept: string[] = [];
  let used = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const text = formatLogLine(lines[i]!);
    const cost = text.length + (kept.length ? 1 : 0);
    if (used + cost > budget) {
      if (kept.length === 0 && budget > 1) kept.unshift(`${text.slice(0, budget - 1)}…`);
      break;
    }
    kept.unshift(text);
    used += cost;
  }
  return `${head}${kept.join('\n')}`.slice(0, max);
}
