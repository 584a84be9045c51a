import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('says bytes, kilobytes or megabytes in the reader’s language', () => {
    expect(fileSizeText(19, 'cs-CZ')).toBe('19 B');
    expect(fileSizeText(348_160, 'cs-CZ')).toBe('340 kB');
    expect(fileSizeText(4.5 * 1024 * 1024, 'cs-CZ')).toBe('4,5 MB');
    expect(fileSizeText(4.5 * 1024 * 1024, 'en-GB')).toBe('4.5 MB');
  });
});
