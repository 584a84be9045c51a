import type { PlainMessageCode } from '../messages';

/** A rule outcome: the first failing message code, or null when the input is valid. */
export type ValidationResult = PlainMessageCode | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Usernames: letters without diacritics, digits and . _ -, this long (the register hint says so). */
export const USERNAME_LENGTH = { min: 3, max: 60 } as const;
const USERNAME = new RegExp(`^[A-Za-z0-9._-]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`);
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

/**
 * SPEC §5 Register: every problem at once, at most one per field, in the spec's order (username,
 * e-mail, password, confirmation, terms); each format check stands in for the "required" one of its
 * field. The confirmation is compared only once both passwords are typed.
 */
export function registerProblems(input: RegisterInput): PlainMessageCode[] {
  const problems: PlainMessageCode[] = [];
  const username = input.username.trim();
  if (!username) problems.push('register.usernameRequired');
  else if (!USERNAME.test(username)) problems.push('register.usernameInvalid');
  if (!input.email.trim()) problems.push('register.emailRequired');
  else if (!isEmail(input.email)) problems.push('register.emailInvalid');
  if (!input.password) problems.push('register.passwordRequired');
  else if (input.password.length < MIN_PASSWORD_LENGTH) problems.push('register.passwordTooShort');
  if (!input.confirmPassword) problems.push('register.confirmRequired');
  else if (input.password && input.password !== input.confirmPassword)
    problems.push('register.confirmMismatch');
  if (input.termsAccepted === false) problems.push('register.termsRequired');
  return problems;
}

/** SPEC §5 Register, the first problem only (the server answers with it, as LearnPress does). */
export const validateRegister = (input: RegisterInput): ValidationResult =>
  registerProblems(input)[0] ?? null;

/** SPEC §5 Forgot. */
export function validateForgot(email: string): ValidationResult {
  return isEmail(email) ? null : 'forgot.emailInvalid';
}
