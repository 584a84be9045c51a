import { describe, expect, it } from 'vitest';
import {
  registerProblems,
  validateForgot,
  validateLogin,
  validateRegister,
  type RegisterInput,
} from './validation';

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

describe('registerProblems', () => {
  const ok: RegisterInput = {
    username: 'jana.novak',
    email: 'jana@example.cz',
    password: 'Heslo1234',
    confirmPassword: 'Heslo1234',
    termsAccepted: true,
  };
  const empty: RegisterInput = {
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    termsAccepted: false,
  };
  it.each<[string, RegisterInput, string[]]>([
    ['valid', ok, []],
    [
      'everything empty: every required message in the SPEC §5 order',
      empty,
      [
        'register.usernameRequired',
        'register.emailRequired',
        'register.passwordRequired',
        'register.confirmRequired',
        'register.termsRequired',
      ],
    ],
    [
      'everything wrong: the format checks in place of the required ones',
      {
        username: 'Klára',
        email: 'klara@',
        password: 'Heslo1234',
        confirmPassword: 'Heslo9999',
        termsAccepted: false,
      },
      [
        'register.usernameInvalid',
        'register.emailInvalid',
        'register.confirmMismatch',
        'register.termsRequired',
      ],
    ],
    [
      'a short password and no confirmation',
      { ...ok, password: 'short', confirmPassword: '' },
      ['register.passwordTooShort', 'register.confirmRequired'],
    ],
    [
      'a confirmation without a password is not compared',
      { ...ok, password: '', confirmPassword: 'Heslo1234' },
      ['register.passwordRequired'],
    ],
    ['the username is trimmed', { ...ok, username: '  jana  ' }, []],
    ['a username of two characters', { ...ok, username: 'ja' }, ['register.usernameInvalid']],
    [
      'terms not asked (the server)',
      { ...empty, termsAccepted: undefined },
      [
        'register.usernameRequired',
        'register.emailRequired',
        'register.passwordRequired',
        'register.confirmRequired',
      ],
    ],
  ])('%s', (_case, input, expected) => {
    expect(registerProblems(input)).toEqual(expected);
    // the first problem is the one validateRegister (and the server) answers with
    expect(validateRegister(input)).toBe(expected[0] ?? null);
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
