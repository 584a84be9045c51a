import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { TOKEN_LIFETIME_SECONDS, verifyToken } from '../../lib/tokens';
import { findUserById } from '../../modules/users/users.service';

/**
 * The website's session cookie: the app's kind of token, so a password change ends it as well.
 * Read and written through @fastify/cookie, registered in the website's scope.
 */
export const SESSION_COOKIE = 'studovna_web';

/** The learner signed in on the website. */
export interface SiteSession {
  userId: number;
  username: string;
  displayName: string;
  /** Ties the page's forms to this session (see {@link csrfTokenOf}). */
  csrf: string;
}

/** HMAC of the session token under the server secret: a form token an attacker's page cannot know. */
export function csrfTokenOf(ctx: Pick<AppContext, 'config'>, sessionToken: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`site-form:${sessionToken}`).digest('base64url');
}

export function isValidCsrf(session: SiteSession, submitted: unknown): boolean {
  if (typeof submitted !== 'string') return false;
  const expected = Buffer.from(session.csrf);
  const given = Buffer.from(submitted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The learner of the request's site cookie: the token's signature and expiry, and the account's
 * token version (a password change or deletion ends the session). Null for a guest.
 */
export async function readSiteSession(request: FastifyRequest, ctx: AppContext): Promise<SiteSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const claims = await verifyToken(ctx.config.jwtSecret, token);
  if (!claims) return null;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user || user.blocked_at || user.token_version !== claims.version) return null;
  return {
    userId: user.id,
    username: user.username,
    displayName: user.display_name || user.username,
    csrf: csrfTokenOf(ctx, token),
  };
}

/** HttpOnly, SameSite=Lax, for the whole site; Secure when the site is served over https. */
const cookieOptions = (request: FastifyRequest, ctx: AppContext) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.config.siteUrl.startsWith('https:') || request.protocol === 'https',
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request, ctx), maxAge: TOKEN_LIFETIME_SECONDS });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, ctx));
}
