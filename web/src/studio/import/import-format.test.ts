import { describe, expect, it } from 'vitest';
import { formatOfFile, formatOfText } from './import-format';

const aiken = 'Které město leží na Vltavě?\nA) Praha\nB) Brno\nANSWER: A\n';

describe('the format of a chosen import file', () => {
  it('reads Aiken from its ANSWER lines, GIFT from its braces, Moodle XML from the extension', async () => {
    expect(formatOfText('otazky.txt', aiken)).toBe('aiken');
    expect(formatOfText('otazky.txt', 'Praha leží na Vltavě.{T}')).toBe('gift');
    // a GIFT question whose text happens to hold an ANSWER line is still GIFT
    expect(formatOfText('otazky.gift', `${aiken}{=Praha ~Brno}`)).toBe('gift');
    expect(formatOfText('otazky.txt', '')).toBe('gift');
    expect(await formatOfFile(new File([aiken], 'otazky.txt', { type: 'text/plain' }))).toBe('aiken');
    expect(await formatOfFile(new File([aiken], 'otazky.XML', { type: 'text/xml' }))).toBe('moodle_xml');
  });
});
