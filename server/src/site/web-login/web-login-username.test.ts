import { describe, expect, it } from 'vitest';
import { baseUsername, reduceUsername, usernameCandidate } from './web-login-username';

describe('web login usernames', () => {
  it.each([
    ['alice', 'alice@example.org', 'alice'],
    ['Jiří Novák', undefined, 'JiriNovak'],
    ['šárka.k_1-2', undefined, 'sarka.k_1-2'],
    [undefined, 'petr.svoboda+studovna@example.cz', 'petr.svobodastudovna'],
    ['Jo', 'josef@example.cz', 'josef'],
    ['!!', 'x@example.cz', 'student'],
    ['ユーザー', undefined, 'student'],
    [undefined, undefined, 'student'],
    ['a'.repeat(80), undefined, 'a'.repeat(60)],
  ])('preferred %j, e-mail %j → %s', (preferred, email, expected) => {
    expect(baseUsername(preferred, email)).toBe(expected);
  });

  it('keeps only [A-Za-z0-9._-]', () => {
    expect(reduceUsername('<script>a b;c</script>')).toBe('scriptabcscript');
  });

  it('numbers further tries and stays within 60 characters', () => {
    expect(usernameCandidate('alice', 0)).toBe('alice');
    expect(usernameCandidate('alice', 1)).toBe('alice2');
    expect(usernameCandidate('alice', 11)).toBe('alice12');
    const long = 'b'.repeat(60);
    expect(usernameCandidate(long, 11)).toBe(`${'b'.repeat(58)}12`);
  });
});
