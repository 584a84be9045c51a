import type { ValidationResult } from './validation';
import { MIN_PASSWORD_LENGTH } from './validation';

/** SPEC §5 Settings, general tab: the nickname must not be blank. */
export function validateProfile(input: { nickname: string }): ValidationResult {
  return input.nickname.trim() ? null : 'settings.nicknameRequired';
}

/**
 * SPEC §5 Settings, password tab: current and new password are both needed; the new one is typed
 * twice (the app checks the repetition) and is as long as a registration password.
 */
export function validatePasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  /** Only the app asks for the repetition; the server does not receive it. */
  confirmPassword?: string;
}): ValidationResult {
  if (!input.oldPassword || !input.newPassword) return 'settings.passwordsRequired';
  if (input.confirmPassword !== undefined && input.newPassword !== input.confirmPassword)
    return 'settings.passwordMismatch';
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) return 'register.passwordTooShort';
  return null;
}

/** SPEC §5 Settings, delete tab: the account is deleted only with its password. */
export function validateAccountDeletion(input: { password: string }): ValidationResult {
  return input.password ? null : 'settings.deletePasswordRequired';
}

/** A new password set through the e-mailed reset link: long enough and typed twice alike. */
export function validatePasswordReset(input: {
  password: string;
  confirmPassword: string;
}): ValidationResult {
  if (!input.password) return 'register.passwordRequired';
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'register.passwordTooShort';
  if (!input.confirmPassword) return 'register.confirmRequired';
  if (input.password !== input.confirmPassword) return 'settings.passwordMismatch';
  return null;
}
