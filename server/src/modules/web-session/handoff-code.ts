import { createHash, randomBytes } from 'node:crypto';

/** How long a hand-off address signs in: long enough to open a browser, too short to be shared. */
export const HANDOFF_LIFETIME_SECONDS = 120;

const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes in base64url; only the hash is stored, the code itself travels in the address. */
export function newHandoffCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashHandoffCode(code) };
}

export const hashHandoffCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** Whether a value can be a code at all (anything else is refused without a database look-up). */
export const looksLikeHandoffCode = (value: string): boolean => CODE_SHAPE.test(value);
