import { webcrypto } from 'node:crypto';
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

/** The secret as a verifying key, imported once per secret: an import costs as much as a verification. */
const verifyingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyingKeys.set(secret, key);
  }
  return key;
}

interface Verified {
  claims: TokenClaims;
  /** Its time window, in seconds since the epoch: valid from `notBefore` until before `expires`. */
  notBefore: number;
  expires: number;
}

/**
 * Tokens whose signature this process has verified, per secret: a client sends the same token with every
 * request, and a verification costs more than the rest of a small request. Only the signature is
 * remembered; the time window is checked on every use, and the account's token version against the
 * database by the caller. The oldest are forgotten past {@link VERIFIED_KEPT}.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();
const VERIFIED_KEPT = 10_000;

const withinWindow = (v: Verified, now: number) => v.notBefore <= now && now < v.expires;

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  let known = verifiedTokens.get(secret);
  if (!known) verifiedTokens.set(secret, (known = new Map()));
  const kept = known.get(token);
  if (kept) return withinWindow(kept, Math.floor(Date.now() / 1000)) ? kept.claims : null;
  try {
    const key = await verifyingKey(secret);
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    const user = (payload.data as { user?: { id?: unknown; ver?: unknown } } | undefined)?.user;
    if (typeof user?.id !== 'number' || typeof user.ver !== 'number') return null;
    const claims = { userId: user.id, version: user.ver };
    if (typeof payload.exp === 'number') {
      if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
      known.set(token, { claims, notBefore: payload.nbf ?? payload.iat ?? 0, expires: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}
