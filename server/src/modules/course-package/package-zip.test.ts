import { describe, expect, it } from 'vitest';
import { readZip, writeZip } from './package-zip';

const text = (value: string) => new TextEncoder().encode(value);
const zeros = (n: number) => new Uint8Array(n);

describe('a package’s zip', () => {
  it('reads back what was written, and the same files make the same bytes', () => {
    const files = [
      { name: 'course.json', data: text('{"format":"studovna-course"}') },
      { name: 'media/a1.webp', data: zeros(10) },
    ];
    const zip = writeZip(files);
    expect(writeZip(files)).toEqual(zip);
    const read = readZip(zip);
    expect('files' in read && [...read.files]).toEqual(files.map((f) => [f.name, f.data]));
  });

  it('refuses to unpack more than its limits, however well the data compresses', () => {
    // 2 MB of zeros pack into a few kilobytes
    const bomb = writeZip([{ name: 'course.json', data: zeros(2 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(readZip(bomb, { files: 10, bytes: 1024 * 1024 })).toEqual({ problem: 'tooLarge' });
    const many = writeZip(
      Array.from({ length: 11 }, (_, i) => ({ name: `media/${i}.webp`, data: zeros(1) })),
    );
    expect(readZip(many, { files: 10, bytes: 1024 })).toEqual({ problem: 'tooLarge' });
  });

  it.each(['../course.json', '/etc/passwd', 'media/../../x', 'media\\x.webp', '.hidden'])(
    'refuses a file named %s',
    (name) => {
      expect(readZip(writeZip([{ name, data: zeros(1) }]))).toEqual({ problem: 'entryName', name });
    },
  );

  it('is not a zip when it is text, or cut short', () => {
    expect(readZip(text('Otázka 1: …'))).toEqual({ problem: 'notZip' });
    const zip = writeZip([{ name: 'course.json', data: text('{}') }]);
    expect(readZip(zip.subarray(0, zip.length - 30))).toEqual({ problem: 'notZip' });
  });
});
