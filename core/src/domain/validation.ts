import type { PlainMessageCode } from '../messages';

/** A rule outcome: the first failing message code, or null when the input is valid. */
export type ValidationResult = PlainMessageCode | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const USERNAME = /^[A-Za-z0-9._-]{3,60}$/;
export const MIN_PASSWORD_LENGTH = 8;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

export interface LoginInput {
  username: string;
  password: string;
}

/** SPEC §5 Login: both trimmed; username first, then password. */
export function validateLogin({ username, password }: LoginInput): ValidationResult {
  if (!username.trim()) return 'login.usernameRequired';
  if (!password.trim()) return 'login.passwordRequired';
  return null;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Only the app asks for it; the server does not receive it. */
  termsAccepted?: boolean;
}

/** SPEC §5 Register, in its order; the format checks sit right after the field they belong to. */
export function validateRegister(input: RegisterInput): ValidationResult {
  const username = input.username.trim();
  if (!username) return 'register.usernameRequired';
  if (!USERNAME.test(username)) return 'register.usernameInvalid';
  if (!input.email.trim()) return 'register.emailRequired';
  if (!isEmail(input.email)) return 'register.emailInvalid';
  if (!input.password) return 'register.passwordRequired';
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'register.passwordTooShort';
  if (!input.confirmPassword) return 'register.confirmRequired';
  if (input.password !== input.confirmPassword) return 'register.confirmMismatch';
  if (input.termsAccepted === false) return 'register.termsRequired';
  return null;
}

/** SPEC §5 Forgot. */
export function validateForgot(email: string): ValidationResult {
  return isEmail(email) ? null : 'forgot.emailInvalid';
}
