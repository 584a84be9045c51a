import type { PlainMessageCode } from '@studovna/core';
import { isEmail, validatePasswordReset } from '@studovna/core/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError, badRequest } from '../../lib/api-error';
import { mailerFor } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { accountLoginKey, clearFailures, takeAttempt } from '../login-limits/login-limits.service';
import { findUserByLogin } from '../users/users.service';
import {
  consumeReset,
  deleteReset,
  endResetsOf,
  findUsableReset,
  insertReset,
  setPasswordHash,
} from './password-reset.repository';
import { passwordResetMail } from './reset-mail';
import { hashResetToken, looksLikeResetToken, newResetToken } from './reset-token';

/** How long an e-mailed link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Rate limits: reset e-mails per account and requests per IP address within one window. */
export const RESET_LIMITS = { mailsPerAccount: 3, requestsPerIp: 20, windowMs: 15 * 60 * 1000 };

const MAX_LOGIN_LENGTH = 254;

const tooMany = () =>
  new ApiError(429, 'too_many_attempts', 'reset.tooMany', undefined, {
    retry_after: RESET_LIMITS.windowMs / 1000,
  });

/**
 * Forgot credentials: e-mails a single-use link to the account found by e-mail or username. The caller
 * is told the same whether the account exists or not, in the same time: the limits are taken alike for
 * both, and what only a known account gets (its link and e-mail) is answered as `deliver`, for the caller
 * to run after the response has been sent. An unknown account gets no e-mail. The link is built from the
 * configured site address only, never from the request.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  userLogin: string,
  ip: string,
): Promise<{ deliver: ((log: FastifyBaseLogger) => Promise<void>) | null }> {
  const login = userLogin.trim();
  if (!login) throw badRequest('empty_username', 'forgot.emailInvalid');
  // no account has a longer username or e-mail (RFC 5321)
  if (login.length > MAX_LOGIN_LENGTH) throw badRequest('invalid_email', 'forgot.emailInvalid');
  if (login.includes('@') && !isEmail(login)) throw badRequest('invalid_email', 'forgot.emailInvalid');

  const now = ctx.clock.now();
  const { windowMs } = RESET_LIMITS;
  const counted = { counted: true };
  const ipWindow = { key: `reset-ip:${ip}`, limit: RESET_LIMITS.requestsPerIp, windowMs, now };
  if (!(await takeAttempt(ctx.db, ipWindow, counted))) throw tooMany();

  const user = await findUserByLogin(ctx.db, login);
  // an unknown login is limited like an account, so the limit does not tell which accounts exist
  const accountKey = user ? `reset-account:${user.id}` : `reset-login:${login.toLowerCase()}`;
  const accountWindow = { key: accountKey, limit: RESET_LIMITS.mailsPerAccount, windowMs, now };
  if (!(await takeAttempt(ctx.db, accountWindow, counted))) throw tooMany();
  return { deliver: user ? (log) => deliverResetLink(ctx, user, now, log) : null };
}

/**
 * A link the team sends a learner from the studio (decision 0027): the same link and e-mail, under the
 * same limit of mails per account. Answers what to run after the response, or null past the limit.
 */
export async function teamPasswordReset(
  ctx: AppContext,
  user: { id: number; email: string; username: string },
): Promise<((log: FastifyBaseLogger) => Promise<void>) | null> {
  const now = ctx.clock.now();
  const { mailsPerAccount: limit, windowMs } = RESET_LIMITS;
  const window = { key: `reset-account:${user.id}`, limit, windowMs, now };
  if (!(await takeAttempt(ctx.db, window, { counted: true }))) return null;
  return (log) => deliverResetLink(ctx, user, now, log);
}

/** Keeps a new link of `user` and e-mails it; a link whose e-mail could not be sent is not kept. */
async function deliverResetLink(
  ctx: AppContext,
  user: { id: number; email: string; username: string },
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const { token, hash } = newResetToken();
  await insertReset(ctx.db, {
    tokenHash: hash,
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
  });
  const mail = passwordResetMail({
    email: user.email,
    username: user.username,
    link: `${ctx.config.siteUrl}/obnova-hesla/?token=${token}`,
    supportEmail: ctx.config.supportEmail,
  });
  try {
    const sent = await mailerFor(ctx.config).send(mail);
    if (sent.file) log.info({ file: sent.file }, 'password-reset e-mail written to the outbox');
  } catch (error) {
    await deleteReset(ctx.db, hash);
    log.error({ err: error, userId: user.id }, 'password-reset e-mail could not be sent');
  }
}

/** The account a reset link belongs to, while the link is usable; null for any other link. */
export async function findResetAccount(ctx: AppContext, token: string): Promise<{ username: string } | null> {
  if (!looksLikeResetToken(token)) return null;
  const reset = await findUsableReset(ctx.db, hashResetToken(token), ctx.clock.now());
  return reset ? { username: reset.username } : null;
}

export type ResetOutcome =
  | { status: 'done' }
  | { status: 'invalidLink' }
  | { status: 'invalid'; messageCode: PlainMessageCode; field: 'password' | 'confirm'; username: string };

const CONFIRM_FIELD_CODES: readonly PlainMessageCode[] = [
  'register.confirmRequired',
  'settings.passwordMismatch',
];

/**
 * Sets the new password through a reset link. In one transaction the link is used up (atomically: of two
 * simultaneous uses one wins), the password changes, every session and every other reset link of the
 * account ends, and its failed-login counter is cleared. A refused password changes nothing.
 */
export async function completePasswordReset(
  ctx: AppContext,
  input: { token: string; password: string; confirmPassword: string },
): Promise<ResetOutcome> {
  const account = await findResetAccount(ctx, input.token);
  if (!account) return { status: 'invalidLink' };
  const invalid = validatePasswordReset(input);
  if (invalid) {
    const field = CONFIRM_FIELD_CODES.includes(invalid) ? 'confirm' : 'password';
    return { status: 'invalid', messageCode: invalid, field, username: account.username };
  }

  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashResetToken(input.token);
  return ctx.db.transaction(async (tx): Promise<ResetOutcome> => {
    const now = ctx.clock.now();
    const userId = await consumeReset(tx, tokenHash, now);
    if (userId === undefined) return { status: 'invalidLink' };
    const user = await setPasswordHash(tx, userId, passwordHash);
    if (!user) return { status: 'invalidLink' };
    await endResetsOf(tx, userId, now);
    await clearFailures(tx, accountLoginKey(userId));
    return { status: 'done' };
  });
}
