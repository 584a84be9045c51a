import { describe, expect, it } from 'vitest';
import {
  validateAccountDeletion,
  validatePasswordChange,
  validatePasswordReset,
  validateProfile,
} from './account-validation';

describe('validateProfile', () => {
  it.each([
    ['', 'settings.nicknameRequired'],
    ['   ', 'settings.nicknameRequired'],
    ['jana', null],
  ])('nickname %j → %s', (nickname, expected) => {
    expect(validateProfile({ nickname })).toBe(expected);
  });
});

describe('validatePasswordChange', () => {
  it.each([
    [{ oldPassword: '', newPassword: 'NoveHeslo1' }, 'settings.passwordsRequired'],
    [{ oldPassword: 'StareHeslo1', newPassword: '' }, 'settings.passwordsRequired'],
    [
      { oldPassword: 'StareHeslo1', newPassword: 'NoveHeslo1', confirmPassword: 'NoveHeslo2' },
      'settings.passwordMismatch',
    ],
    [
      { oldPassword: 'StareHeslo1', newPassword: 'kratke', confirmPassword: 'kratke' },
      'register.passwordTooShort',
    ],
    [{ oldPassword: 'StareHeslo1', newPassword: 'NoveHeslo1', confirmPassword: 'NoveHeslo1' }, null],
    // the server receives no repetition
    [{ oldPassword: 'StareHeslo1', newPassword: 'NoveHeslo1' }, null],
  ])('%j → %s', (input, expected) => {
    expect(validatePasswordChange(input)).toBe(expected);
  });
});

describe('validateAccountDeletion', () => {
  it.each([
    ['', 'settings.deletePasswordRequired'],
    ['Heslo123', null],
  ])('password %j → %s', (password, expected) => {
    expect(validateAccountDeletion({ password })).toBe(expected);
  });
});

describe('validatePasswordReset', () => {
  it.each([
    [{ password: '', confirmPassword: '' }, 'register.passwordRequired'],
    [{ password: 'kratke', confirmPassword: 'kratke' }, 'register.passwordTooShort'],
    [{ password: 'NoveHeslo1', confirmPassword: '' }, 'register.confirmRequired'],
    [{ password: 'NoveHeslo1', confirmPassword: 'NoveHeslo2' }, 'settings.passwordMismatch'],
    [{ password: 'NoveHeslo1', confirmPassword: 'NoveHeslo1' }, null],
  ])('%j → %s', (input, expected) => {
    expect(validatePasswordReset(input)).toBe(expected);
  });
});
