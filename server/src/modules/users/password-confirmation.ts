import type { AppContext } from '../../app-context';
import { ApiError, badRequest } from '../../lib/api-error';
import { verifyPassword } from '../../lib/passwords';
import { clearKey, countInWindow, recordEvent } from '../auth/login-throttle.repository';
import type { UserRow } from './users.repository';

/**
 * Checks the password a logged-in learner types to confirm a change of the account (password change,
 * deletion). A wrong one counts as a failed login of the account and of the IP address, on the same
 * counters as the login; past either limit the check is refused with 429 until the window ends, even
 * with the right password, so a stolen token does not help to guess the password.
 */
export async function confirmPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  const { perAccount, perIp, windowMs } = ctx.config.loginLimits;
  const since = new Date(ctx.clock.now().getTime() - windowMs);
  const accountKey = `login-account:${user.username.toLowerCase()}`;
  const ipKey = `login-ip:${ip}`;
  if (
    (await countInWindow(ctx.db, accountKey, since)) >= perAccount ||
    (await countInWindow(ctx.db, ipKey, since)) >= perIp
  )
    throw new ApiError(429, 'too_many_attempts', 'login.tooManyAttempts', undefined, {
      retry_after: Math.ceil(windowMs / 1000),
    });
  if (!(await verifyPassword(user.password_hash, password))) {
    await recordEvent(ctx.db, accountKey, since);
    await recordEvent(ctx.db, ipKey, since);
    throw badRequest('incorrect_password', 'settings.wrongPassword');
  }
  await clearKey(ctx.db, accountKey);
}
