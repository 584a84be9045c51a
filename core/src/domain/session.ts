/**
 * SPEC §4 session rule: the session counts as expired (and the user is logged out) when the token
 * has less than two hours of life left. The check runs at start and then every 10 minutes.
 */
export const SESSION_MIN_REMAINING_SECONDS = 7200;
export const SESSION_CHECK_INTERVAL_MS = 10 * 60 * 1000;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decodeBase64Url(input: string): string | null {
  const clean = input.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  let escaped = '';
  for (const char of clean) {
    const index = BASE64URL.indexOf(char);
    if (index < 0) return null;
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += '%' + ((value >> bits) & 0xff).toString(16).padStart(2, '0');
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

/** The JSON payload of a JWT, or null when the token is not a readable JWT. */
export function readJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  const json = decodeBase64Url(part);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Seconds of life the token has left at `nowMs`: `Infinity` when it carries no `exp`,
 * null when it cannot be read.
 */
export function tokenRemainingSeconds(token: string, nowMs: number): number | null {
  const payload = readJwtPayload(token);
  if (!payload) return null;
  const { exp } = payload;
  if (exp === undefined) return Infinity;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp - nowMs / 1000;
}

/** True when the session must end: an unreadable token or less than 7200 s left. */
export function isSessionExpired(
  token: string,
  nowMs: number,
  minRemainingSeconds = SESSION_MIN_REMAINING_SECONDS,
): boolean {
  const remaining = tokenRemainingSeconds(token, nowMs);
  return remaining === null || remaining < minRemainingSeconds;
}
