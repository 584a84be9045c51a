import { validateLogin, validateRegister } from '@studovna/core/domain';
import type { tokenApi } from '@studovna/core/contract';
import { ApiError, badRequest } from '../../lib/api-error';
import { hashPassword, verifyNothing, verifyPassword } from '../../lib/passwords';
import { signToken } from '../../lib/tokens';
import type { AppContext } from '../../app-context';
import { findTaken, findUserByLogin, insertUser, type UserRow } from '../users/users.repository';
import { clearKey, countInWindow, recordEvent } from './login-throttle.repository';

/** Registrations allowed from one IP address within the login window. */
const REGISTRATIONS_PER_IP = 20;

async function issueToken(ctx: AppContext, user: UserRow): Promise<tokenApi.TokenResponse> {
  return {
    token: await signToken(ctx.config.jwtSecret, { userId: user.id, version: user.token_version }),
    user_id: user.id,
    user_login: user.username,
    user_email: user.email,
    user_display_name: user.display_name,
  };
}

const tooMany = (ctx: AppContext, messageCode: 'login.tooManyAttempts' | 'register.tooMany') =>
  new ApiError(429, 'too_many_attempts', messageCode, undefined, {
    retry_after: Math.ceil(ctx.config.loginLimits.windowMs / 1000),
  });

/**
 * Logs in by username or e-mail. Failed attempts are counted per IP and per account; past either limit
 * the login is refused with 429 until the window ends, even with the right password.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
  ip: string,
): Promise<tokenApi.TokenResponse> {
  const invalid = validateLogin(input);
  if (invalid) {
    const code = invalid === 'login.usernameRequired' ? 'empty_username' : 'empty_password';
    throw new ApiError(403, `[jwt_auth] ${code}`, invalid);
  }
  const login = input.username.trim();
  const { perAccount, perIp, windowMs } = ctx.config.loginLimits;
  const since = new Date(Date.now() - windowMs);
  const ipKey = `login-ip:${ip}`;
  const accountKey = `login-account:${login.toLowerCase()}`;
  if (
    (await countInWindow(ctx.db, accountKey, since)) >= perAccount ||
    (await countInWindow(ctx.db, ipKey, since)) >= perIp
  ) {
    throw tooMany(ctx, 'login.tooManyAttempts');
  }

  const user = await findUserByLogin(ctx.db, login);
  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyNothing(input.password), false);
  if (!user || !ok) {
    await recordEvent(ctx.db, accountKey, since);
    await recordEvent(ctx.db, ipKey, since);
    throw user
      ? new ApiError(403, '[jwt_auth] incorrect_password', 'login.incorrectPassword')
      : new ApiError(403, '[jwt_auth] invalid_username', 'login.invalidUsername');
  }
  await clearKey(ctx.db, accountKey);
  return issueToken(ctx, user);
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** Creates a learner account under the rules of SPEC §5 and logs it in. */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  ip: string,
): Promise<tokenApi.TokenResponse> {
  const username = input.username.trim();
  const email = input.email.trim();
  const invalid = validateRegister({
    username,
    email,
    password: input.password,
    confirmPassword: input.confirm_password,
  });
  if (invalid) throw badRequest('registration_invalid', invalid);

  const since = new Date(Date.now() - ctx.config.loginLimits.windowMs);
  const ipKey = `register-ip:${ip}`;
  if ((await countInWindow(ctx.db, ipKey, since)) >= REGISTRATIONS_PER_IP)
    throw tooMany(ctx, 'register.tooMany');

  const taken = await findTaken(ctx.db, username, email);
  if (taken.username) throw badRequest('existing_user_login', 'register.usernameTaken');
  if (taken.email) throw badRequest('existing_user_email', 'register.emailTaken');

  const user = await insertUser(ctx.db, {
    username,
    email,
    passwordHash: await hashPassword(input.password),
    displayName: username,
  });
  if (!user) {
    // lost a race with a simultaneous registration of the same name or e-mail
    const again = await findTaken(ctx.db, username, email);
    throw again.email && !again.username
      ? badRequest('existing_user_email', 'register.emailTaken')
      : badRequest('existing_user_login', 'register.usernameTaken');
  }
  await recordEvent(ctx.db, ipKey, since);
  return issueToken(ctx, user);
}
