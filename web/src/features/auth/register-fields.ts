import type { ValidationResult } from '@studovna/core/domain';

export type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword' | 'terms';

/** The field a register rule (SPEC §5) concerns, so its message is shown there. */
export function registerFieldOf(code: NonNullable<ValidationResult>): RegisterField {
  if (code.startsWith('register.username')) return 'username';
  if (code.startsWith('register.email')) return 'email';
  if (code.startsWith('register.password')) return 'password';
  if (code.startsWith('register.confirm')) return 'confirmPassword';
  return 'terms';
}
