import { describe, expect, it } from 'vitest';
import { imageAddress } from './image-address';

describe('image addresses from the server', () => {
  it.each([
    'https://studovna.cz/wp-content/uploads/a.png',
    'http://localhost:3000/wp-content/uploads/avatars/abc.webp',
    '/wp-content/uploads/a.png',
  ])('keeps %s', (address) => expect(imageAddress(address)).toBe(address));

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'http://[bad',
  ])('drops %j', (address) => expect(imageAddress(address)).toBe(''));
});
