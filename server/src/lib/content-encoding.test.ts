import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressBody } from './content-encoding';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br;q=0.5', 'br'],
    ['gzip;q=0', null],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('compressBody', () => {
  const body = JSON.stringify({ title: 'Příliš žluťoučký kůň úpěl ďábelské ódy', n: [1, 2, 3] }).repeat(50);

  it.each(['fast', 'small'] as const)('brotli and gzip (%s) give back the body, smaller', (effort) => {
    const br = compressBody(body, 'br', effort);
    const gz = compressBody(Buffer.from(body), 'gzip', effort);
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(gunzipSync(gz).toString()).toBe(body);
    expect(br.length).toBeLessThan(Buffer.byteLength(body) / 5);
    expect(gz.length).toBeLessThan(Buffer.byteLength(body) / 5);
  });
});
