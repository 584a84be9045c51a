import { jwtVerify, SignJWT } from 'jose';

/** The values the callback must find again: they tie the provider's answer to this browser. */
export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTo: string;
}

export const LOGIN_CHECKS_COOKIE = 'studovna_web_login';
const COOKIE_PATH = '/prihlaseni/web/';
const LIFETIME_SECONDS = 10 * 60;
/** Sets these cookies apart from API tokens: neither is accepted in place of the other. */
const PURPOSE = 'studovna-web-login';

/** The signed cookie value: readable only with the server's secret, valid for ten minutes. */
export async function sealLoginChecks(secret: Uint8Array, checks: LoginChecks, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ st: checks.state, no: checks.nonce, cv: checks.codeVerifier, rt: checks.redirectTo })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(PURPOSE)
    .setAudience(PURPOSE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(secret);
}

/** The checks of a genuine, unexpired cookie value; null for anything else. */
export async function openLoginChecks(
  secret: Uint8Array,
  value: string | undefined,
  now: Date,
): Promise<LoginChecks | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtVerify(value, secret, {
      issuer: PURPOSE,
      audience: PURPOSE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const { st, no, cv, rt } = payload;
    if (typeof st !== 'string' || typeof no !== 'string' || typeof cv !== 'string' || typeof rt !== 'string')
      return null;
    return { state: st, nonce: no, codeVerifier: cv, redirectTo: rt };
  } catch {
    return null;
  }
}

/** The cookie's value in a Cookie request header (a JWT: base64url parts and dots, nothing to decode). */
export function readLoginChecksCookie(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LOGIN_CHECKS_COOKIE) return value.join('=').trim();
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), only under /prihlaseni/web/. */
export function loginChecksCookie(value: string | null, secure: boolean): string {
  return [
    `${LOGIN_CHECKS_COOKIE}=${value ?? ''}`,
    `Max-Age=${value ? LIFETIME_SECONDS : 0}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
