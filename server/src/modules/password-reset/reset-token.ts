import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: the only form in which the token ever leaves the server. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new reset token and the hash under which it is stored; the token itself is only e-mailed. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a value can be a token at all (anything else is refused without a database look-up). */
export const looksLikeResetToken = (value: string): boolean => TOKEN_SHAPE.test(value);
