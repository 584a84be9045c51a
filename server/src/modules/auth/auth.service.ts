import { validateLogin, validateRegister } from '@studovna/core/domain';
import type { tokenApi } from '@studovna/core/contract';
import { ApiError, badRequest } from '../../lib/api-error';
import { hashPassword, verifyNothing, verifyPassword } from '../../lib/passwords';
import { signToken } from '../../lib/tokens';
import type { AppContext } from '../../app-context';
import { findTaken, findUserByLogin, insertUser, type UserRow } from '../users/users.service';
import {
  accountLoginKey,
  checkPasswordLimited,
  endAttempt,
  takeAttempt,
  unknownLoginKey,
} from '../login-limits/login-limits.service';

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

/**
 * Logs in by username or e-mail. Attempts are limited per account (whichever of its names is used) and
 * per IP address, reserved before the password is checked (`checkPasswordLimited`); past either limit the
 * login is refused with 429 until the window ends, even with the right password.
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
  const user = await findUserByLogin(ctx.db, login);
  const accountKey = user ? accountLoginKey(user.id) : unknownLoginKey(login);
  const ok = await checkPasswordLimited(ctx, { accountKey, ip }, async () =>
    user ? verifyPassword(user.password_hash, input.password) : (await verifyNothing(input.password), false),
  );
  if (!user || !ok)
    throw user
      ? new ApiError(403, '[jwt_auth] incorrect_password', 'login.incorrectPassword')
      : new ApiError(403, '[jwt_auth] invalid_username', 'login.invalidUsername');
  // told only to whoever knows the password, so the answer does not reveal which accounts are blocked
  if (user.blocked_at) throw new ApiError(403, '[jwt_auth] account_blocked', 'auth.blocked');
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

  const ipKey = `register-ip:${ip}`;
  const window = { key: ipKey, limit: REGISTRATIONS_PER_IP, windowMs: ctx.config.loginLimits.windowMs };
  // the registration is reserved before the work, so parallel requests cannot pass the limit together
  if (!(await takeAttempt(ctx.db, { ...window, now: ctx.clock.now() }, { counted: false })))
    throw new ApiError(429, 'too_many_attempts', 'register.tooMany', undefined, {
      retry_after: Math.ceil(window.windowMs / 1000),
    });
  const user = await createAccount(ctx, { username, email, password: input.password }).catch(
    async (error: unknown) => {
      await endAttempt(ctx.db, ipKey, { counted: false });
      throw error;
    },
  );
  await endAttempt(ctx.db, ipKey, { counted: true });
  return issueToken(ctx, user);
}

/** Inserts the account, or says why the name or e-mail is taken (also when a simultaneous one won). */
async function createAccount(
  ctx: AppContext,
  input: { username: string; email: string; password: string },
): Promise<UserRow> {
  const { username, email } = input;
  const taken = await findTaken(ctx.db, username, email);
  if (taken.username) throw badRequest('existing_user_login', 'register.usernameTaken');
  if (taken.email) throw badRequest('existing_user_email', 'register.emailTaken');
  const user = await insertUser(ctx.db, {
    username,
    email,
    passwordHash: await hashPassword(input.password),
    displayName: username,
  });
  if (user) return user;
  const again = await findTaken(ctx.db, username, email);
  throw again.email && !again.username
    ? badRequest('existing_user_email', 'register.emailTaken')
    : badRequest('existing_user_login', 'register.usernameTaken');
}
