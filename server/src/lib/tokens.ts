import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'studovna';

/** The LearnPress JWT payload: `data.user.id`, plus the account's token version. */
export interface TokenClaims {
  userId: number;
  version: number;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ data: { user: { id: claims.userId, ver: claims.version } } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const user = (payload.data as { user?: { id?: unknown; ver?: unknown } } | undefined)?.user;
    if (typeof user?.id !== 'number' || typeof user.ver !== 'number') return null;
    return { userId: user.id, version: user.ver };
  } catch {
    return null;
  }
}
