import { describe, expect, it } from 'vitest';
import { previewModeFrom } from './config';

describe('VITE_PREVIEW_MODE', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['true', true],
    ['1', true],
    ['false', false],
    [' FALSE ', false],
    ['0', false],
  ])('%j → preview mode %s', (value, on) => expect(previewModeFrom(value)).toBe(on));
});
