export type LogLevel = 'error' | 'warn' | 'info';

/** One line of the app's log (SPEC §3 `debug` slice). */
export interface LogLine {
  /** Milliseconds since the epoch. */
  at: number;
  level: LogLevel;
  message: string;
}

/** The log keeps this many newest lines. */
export const LOG_LIMIT = 200;
/** A longer message is cut, so one stack trace cannot push everything else out of a shared log. */
export const LOG_MESSAGE_MAX = 600;

const HIDDEN = '[skryto]';

const SECRET_PATTERNS: [RegExp, string][] = [
  // Authorization header values
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${HIDDEN}`],
  // JWT-shaped values (three base64url parts)
  [/\b[\w-]{10,}\.[\w-]{10,}\.[\w-]{6,}\b/g, HIDDEN],
  // key=value, "key": "value", key: value for tokens, passwords and other secrets
  [
    /((?:access_|refresh_|id_)?token|password|passwd|pwd|secret|authorization|api_?key|receipt)(["']?\s*[:=]\s*["']?)[^"'&\s,;}]+/gi,
    `$1$2${HIDDEN}`,
  ],
];

/** Hides tokens, passwords and the given secrets (e.g. the current token) in a log message. */
export function redact(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let result = text;
  for (const secret of secrets) if (secret && secret.length >= 4) result = result.split(secret).join(HIDDEN);
  for (const [pattern, replacement] of SECRET_PATTERNS) result = result.replace(pattern, replacement);
  return result;
}

/** Appends a line (secrets hidden, length capped) and keeps the newest {@link LOG_LIMIT}. */
export function appendLogLine(
  lines: readonly LogLine[],
  line: LogLine,
  secrets: readonly (string | null | undefined)[] = [],
  limit = LOG_LIMIT,
): LogLine[] {
  const message = redact(line.message, secrets);
  const capped = message.length > LOG_MESSAGE_MAX ? `${message.slice(0, LOG_MESSAGE_MAX - 1)}…` : message;
  return [...lines, { ...line, message: capped }].slice(-limit);
}

/** A thrown value as one log message: name, message and the first frames of the stack. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const frames = (error.stack ?? '')
      .split('\n')
      .filter((frame) => /^\s*at\s|@/.test(frame))
      .slice(0, 4)
      .map((frame) => frame.trim());
    return [`${error.name}: ${error.message}`, ...frames].join('\n');
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
