import type { AppContext } from '../../app-context';
import { badRequest } from '../../lib/api-error';
import { verifyPassword } from '../../lib/passwords';
import { accountLoginKey, checkPasswordLimited } from '../login-limits/login-limits.service';
import type { UserRow } from './users.repository';

/**
 * Checks the password a logged-in learner types to confirm a change of the account (password change,
 * deletion). It runs under the login limits, on the same counters as the login: a wrong one counts as a
 * failed login of the account and of the IP address; past either limit the check is refused with 429
 * until the window ends, even with the right password, so a stolen token does not help to guess it.
 */
export async function confirmPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  const ok = await checkPasswordLimited(ctx, { accountKey: accountLoginKey(user.id), ip }, () =>
    verifyPassword(user.password_hash, password),
  );
  if (!ok) throw badRequest('incorrect_password', 'settings.wrongPassword');
}
