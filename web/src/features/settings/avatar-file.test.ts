import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, formatMegabytes } from './avatar-file';

describe('avatar file check', () => {
  it.each([
    ['image/jpeg', 1000, null],
    ['image/png', AVATAR_MAX_BYTES, null],
    ['image/webp', 10, null],
    ['image/gif', 10, null],
    ['image/svg+xml', 10, 'type'],
    ['application/pdf', 10, 'type'],
    ['', 10, 'type'],
    ['image/png', AVATAR_MAX_BYTES + 1, 'size'],
  ])('%s of %i bytes → %s', (type, size, refusal) => {
    expect(checkAvatarFile({ type, size })).toBe(refusal);
  });

  it('names the limit in megabytes', () => {
    expect(formatMegabytes(AVATAR_MAX_BYTES)).toBe('2 MB');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
