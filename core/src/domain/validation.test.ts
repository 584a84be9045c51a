import { describe, expect, it } from 'vitest';
import { validateForgot, validateLogin, validateRegister, type RegisterInput } from './validation';

describe('validateLogin', () => {
  it.each([
    [{ username: '', password: 'x' }, 'login.usernameRequired'],
    [{ username: '   ', password: '' }, 'login.usernameRequired'],
    [{ username: 'jana', password: '  ' }, 'login.passwordRequired'],
    [{ username: ' jana ', password: 'secret' }, null],
  ])('%j → %s', (input, expected) => {
    expect(validateLogin(input)).toBe(expected);
  });
});

describe('validateRegister', () => {
  const ok: RegisterInput = {
    username: 'jana.novak',
    email: 'jana@example.cz',
    password: 'Heslo1234',
    confirmPassword: 'Heslo1234',
    termsAccepted: true,
  };
  it.each<[Partial<RegisterInput>, string | null]>([
    [{}, null],
    [{ username: ' ', email: '' }, 'register.usernameRequired'],
    [{ username: 'já', email: '' }, 'register.usernameInvalid'],
    [{ email: '', password: '' }, 'register.emailRequired'],
    [{ email: 'jana@', password: '' }, 'register.emailInvalid'],
    [{ password: '', confirmPassword: '' }, 'register.passwordRequired'],
    [{ password: 'short', confirmPassword: '' }, 'register.passwordTooShort'],
    [{ confirmPassword: '', termsAccepted: false }, 'register.confirmRequired'],
    [{ confirmPassword: 'Heslo12345', termsAccepted: false }, 'register.confirmMismatch'],
    [{ termsAccepted: false }, 'register.termsRequired'],
    [{ termsAccepted: undefined }, null],
  ])('%j → %s', (change, expected) => {
    expect(validateRegister({ ...ok, ...change })).toBe(expected);
  });
});

describe('validateForgot', () => {
  it.each([
    ['', 'forgot.emailInvalid'],
    ['jana', 'forgot.emailInvalid'],
    ['jana@example', 'forgot.emailInvalid'],
    [' jana@example.cz ', null],
  ])('%s → %s', (email, expected) => {
    expect(validateForgot(email)).toBe(expected);
  });
});
