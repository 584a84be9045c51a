import type { AppContext } from '../../app-context';
import { signToken } from '../../lib/tokens';
import {
  HANDOFF_LIFETIME_SECONDS,
  hashHandoffCode,
  looksLikeHandoffCode,
  newHandoffCode,
} from './handoff-code';
import { consumeHandoff, insertHandoff } from './site-handoffs.repository';

/** The query parameter of the website address that carries the hand-off code. */
export const HANDOFF_PARAM = 'prihlaseni';

/**
 * A single-use address that signs the learner in on the website and opens `path` there. Valid for
 * two minutes: the app opens it in a browser at once.
 */
export async function createWebSession(
  ctx: AppContext,
  userId: number,
  path: string,
): Promise<{ url: string; expires_in: number }> {
  const now = ctx.clock.now();
  const { code, hash } = newHandoffCode();
  await insertHandoff(
    ctx.db,
    { codeHash: hash, userId, expiresAt: new Date(now.getTime() + HANDOFF_LIFETIME_SECONDS * 1000) },
    now,
  );
  return {
    url: `${ctx.config.siteUrl}${path}?${HANDOFF_PARAM}=${code}`,
    expires_in: HANDOFF_LIFETIME_SECONDS,
  };
}

/**
 * Exchanges a hand-off code for a site-session token of its learner, once. A used, expired or unknown
 * code answers null. The token is the app's kind, so a password change ends the site session too.
 */
export async function exchangeHandoffCode(ctx: AppContext, code: string): Promise<string | null> {
  if (!looksLikeHandoffCode(code)) return null;
  const now = ctx.clock.now();
  const account = await consumeHandoff(ctx.db, hashHandoffCode(code), now);
  if (!account) return null;
  return signToken(ctx.config.jwtSecret, { userId: account.user_id, version: account.token_version });
}
