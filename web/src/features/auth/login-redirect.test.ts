import { describe, expect, it } from 'vitest';
import { loginRedirectPath } from './login-redirect';

describe('loginRedirectPath', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    [undefined, undefined, '/'],
    [null, null, '/'],
    ['home', undefined, '/'],
    ['courses', undefined, '/kurzy'],
    ['courseDetails', '12', '/kurzy/12'],
    ['courseDetails', undefined, '/kurzy'],
    ['board', undefined, '/nastenka'],
    ['profile', undefined, '/uzivatel/ucet'],
    [undefined, '31', '/kurzy/31'],
    ['/kurzy/5/lp_quiz/9/2', undefined, '/kurzy/5/lp_quiz/9/2'],
    ['//evil.example', undefined, '/'],
    ['https://evil.example', undefined, '/'],
    ['/\\evil.example', undefined, '/'],
    ['unknownScreen', undefined, '/'],
  ])('screen %s, course %s → %s', (screen, courseId, expected) => {
    expect(loginRedirectPath(screen, courseId)).toBe(expected);
  });
});
