import { message, type Locale } from '@studovna/core';
import { validatePasswordChange } from '@studovna/core/domain';
import type { AppContext } from '../../app-context';
import { badRequest, unauthorized } from '../../lib/api-error';
import { hashPassword } from '../../lib/passwords';
import { confirmPassword } from './password-confirmation';
import { findUserById, replacePassword } from './users.repository';

/**
 * SPEC §2/§5 Settings, password tab: with the current password right, the new one replaces it and the
 * token version rises, so every token of the account (this one too) stops working and the app logs out.
 */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  input: { old_password: string; new_password: string },
  ip: string,
  locale: Locale,
) {
  const invalid = validatePasswordChange({
    oldPassword: input.old_password,
    newPassword: input.new_password,
  });
  if (invalid) throw badRequest('settings_invalid', invalid);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  await confirmPassword(ctx, user, input.old_password, ip);
  await replacePassword(ctx.db, userId, await hashPassword(input.new_password));
  return { status: 'success' as const, message: message('settings.passwordChanged', locale), data: null };
}
