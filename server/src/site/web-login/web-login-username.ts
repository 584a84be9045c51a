const MIN = 3;
const MAX = 60;
const FALLBACK = 'student';

/** Keeps the characters a username may have: letters of the English alphabet, digits, `.`, `_` and `-`. */
export const reduceUsername = (value: string | undefined): string =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, MAX);

/**
 * The username a new learner from the web login starts from: the provider's preferred_username, else the
 * local part of the e-mail, else a neutral word; 3–60 characters of [A-Za-z0-9._-].
 */
export function baseUsername(preferredUsername: string | undefined, email: string | undefined): string {
  for (const candidate of [preferredUsername, email?.split('@')[0]]) {
    const reduced = reduceUsername(candidate);
    if (reduced.length >= MIN) return reduced;
  }
  return FALLBACK;
}

/** The n-th try at a free name: the base itself, then the base with a number that still fits 60 characters. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const suffix = String(attempt + 1);
  return base.slice(0, MAX - suffix.length) + suffix;
}
