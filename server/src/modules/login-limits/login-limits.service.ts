import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { countLoginFailure } from '../../ops/metrics';
import { clearFailures, endAttempt, takeAttempt } from './login-throttle.repository';

/** The login counter of an account, the same whether it is named by its username or its e-mail. */
export const accountLoginKey = (userId: number) => `login-account:${userId}`;
/** The login counter of a name no account has, so the limit does not tell which accounts exist. */
export const unknownLoginKey = (login: string) => `login-name:${login.toLowerCase()}`;
const ipLoginKey = (ip: string) => `login-ip:${ip}`;

/** The refusal past the limits, counted in the metrics. */
const tooManyLogins = (ctx: AppContext) => {
  countLoginFailure('too_many_attempts');
  return new ApiError(429, 'too_many_attempts', 'login.tooManyAttempts', undefined, {
    retry_after: Math.ceil(ctx.config.loginLimits.windowMs / 1000),
  });
};

/**
 * Runs one password check under the login limits (decision 0003). An attempt of the account and one of
 * the IP address are reserved before the check runs, each by one conditional write, so however many
 * requests arrive together at most the limit of checks run in a window; past it the answer is 429 even
 * for the right password. A wrong password counts in both windows; the right one clears the account's.
 */
export async function checkPasswordLimited(
  ctx: AppContext,
  who: { accountKey: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { perAccount, perIp, windowMs } = ctx.config.loginLimits;
  const now = ctx.clock.now();
  const ipKey = ipLoginKey(who.ip);
  const pending = { counted: false };
  if (!(await takeAttempt(ctx.db, { key: who.accountKey, limit: perAccount, windowMs, now }, pending)))
    throw tooManyLogins(ctx);
  if (!(await takeAttempt(ctx.db, { key: ipKey, limit: perIp, windowMs, now }, pending))) {
    await endAttempt(ctx.db, who.accountKey, { counted: false });
    throw tooManyLogins(ctx);
  }
  let ok = false;
  try {
    ok = await check();
  } finally {
    await endAttempt(ctx.db, who.accountKey, { counted: !ok });
    await endAttempt(ctx.db, ipKey, { counted: !ok });
  }
  if (ok) await clearFailures(ctx.db, who.accountKey);
  else countLoginFailure('wrong_password');
  return ok;
}

/** The counters themselves, for a check that keeps its own keys (sign-in, password reset). */
export { clearFailures, endAttempt, takeAttempt } from './login-throttle.repository';
