import { describe, expect, it } from 'vitest';
import { isSessionExpired, readJwtPayload, tokenRemainingSeconds } from './session';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Independent base64url encoder (UTF-8 via percent-encoding), so the decoder is not tested against itself. */
function encode(json: string): string {
  const bytes: number[] = [];
  for (const piece of encodeURIComponent(json).match(/%[0-9A-F]{2}|[^%]/g) ?? []) {
    bytes.push(piece.startsWith('%') ? parseInt(piece.slice(1), 16) : piece.charCodeAt(0));
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b, c] = bytes.slice(i, i + 3);
    out += BASE64URL[a >> 2];
    out += BASE64URL[((a & 3) << 4) | ((b ?? 0) >> 4)];
    if (b !== undefined) out += BASE64URL[((b & 15) << 2) | ((c ?? 0) >> 6)];
    if (c !== undefined) out += BASE64URL[c & 63];
  }
  return out;
}

const jwt = (payload: unknown) =>
  `${encode('{"alg":"HS256","typ":"JWT"}')}.${encode(JSON.stringify(payload))}.sig`;

const NOW = Date.UTC(2025, 8, 1, 12, 0, 0);
const nowS = NOW / 1000;

describe('readJwtPayload', () => {
  it('reads a UTF-8 payload', () => {
    expect(readJwtPayload(jwt({ name: 'Jana Nováková', exp: 5 }))).toEqual({ name: 'Jana Nováková', exp: 5 });
  });
  it.each(['', 'abc', 'a.%%%.c', `a.${encode('[1,2]')}.c`, `a.${encode('not json')}.c`])(
    '%s → null',
    (token) => {
      expect(readJwtPayload(token)).toBeNull();
    },
  );
});

describe('tokenRemainingSeconds', () => {
  it.each<[unknown, number | null]>([
    [{ exp: nowS + 3600 }, 3600],
    [{ exp: nowS - 10 }, -10],
    [{ sub: '1' }, Infinity],
    [{ exp: 'tomorrow' }, null],
  ])('%j → %s', (payload, expected) => {
    expect(tokenRemainingSeconds(jwt(payload), NOW)).toBe(expected);
  });
});

describe('isSessionExpired', () => {
  it.each<[string, boolean]>([
    [jwt({ exp: nowS + 7 * 86400 }), false],
    [jwt({ exp: nowS + 7200 }), false],
    [jwt({ exp: nowS + 7199 }), true],
    [jwt({ exp: nowS + 60 }), true],
    [jwt({ exp: nowS - 1 }), true],
    [jwt({ user_id: 3 }), false],
    ['garbage', true],
  ])('%s → %s', (token, expected) => {
    expect(isSessionExpired(token, NOW)).toBe(expected);
  });

  it('honours a custom threshold', () => {
    expect(isSessionExpired(jwt({ exp: nowS + 100 }), NOW, 60)).toBe(false);
  });
});
