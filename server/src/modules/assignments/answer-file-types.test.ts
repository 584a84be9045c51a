import { describe, expect, it } from 'vitest';
import { checkAnswerFile, cleanFileName, extensionOf, zipEntryNames } from './answer-file-types';
import { docxBytes, exeBytes, jpegBytes, oleBytes, pdfBytes, zipBytes } from './assignment-test-kit';

const text = (s: string) => Buffer.from(s);

describe('checkAnswerFile', () => {
  it.each([
    ['fotka.jpg', jpegBytes(), 'image/jpeg'],
    ['FOTKA.JPEG', jpegBytes(), 'image/jpeg'],
    ['poznámky.txt', text('Analogie: lékař : nemocnice = učitel : škola\n'), 'text/plain; charset=utf-8'],
    ['postup.pdf', pdfBytes(), 'application/pdf'],
    ['řešení.zip', zipBytes({ 'a.txt': 'a' }), 'application/zip'],
    ['word-jako-zip.zip', docxBytes(), 'application/zip'],
    ['esej.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['esej.doc', oleBytes(), 'application/msword'],
    ['prezentace.ppt', oleBytes(), 'application/vnd.ms-powerpoint'],
  ])('%s is taken as %s', (name, data, mime) => {
    expect(checkAnswerFile(name, data)).toMatchObject({ ok: true, mime });
  });

  it.each([
    ['program.exe', exeBytes(), 'type'],
    ['bez-pripony', text('ahoj'), 'type'],
    ['obrazek.png', text('ahoj'), 'type'],
    ['evil.pdf', text('this is only text'), 'content'],
    ['program.jpg', exeBytes(), 'content'],
    ['zip-bez-wordu.docx', zipBytes({ 'a.txt': 'a' }), 'content'],
    ['pdf-jako-doc.doc', pdfBytes(), 'content'],
    ['binarni.txt', Buffer.from([0x61, 0x00, 0x62]), 'content'],
    ['latin2.txt', Buffer.from([0x50, 0xf8, 0xed, 0x6c, 0x69, 0xb9]), 'content'],
    ['obrazek-jako-text.txt', jpegBytes(), 'content'],
    ['prazdny.txt', Buffer.alloc(0), 'empty'],
  ])('%s is refused: %s', (name, data, problem) => {
    expect(checkAnswerFile(name, data)).toMatchObject({ ok: false, problem });
  });
});

describe('zip entries', () => {
  it('reads the names of the central directory; not a zip has none', () => {
    expect(zipEntryNames(docxBytes())).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(pdfBytes())).toEqual([]);
    expect(zipEntryNames(Buffer.alloc(3))).toEqual([]);
  });
});

describe('file names', () => {
  it.each([
    ['Úkol.PDF', 'pdf'],
    ['archiv.tar.gz', 'gz'],
    ['bez', ''],
    ['slozka.v2/soubor', ''],
  ])('extension of %s is "%s"', (name, ext) => expect(extensionOf(name)).toBe(ext));

  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\jana\\esej.docx', 'esej.docx'],
    ['a\u0000b\u001f.txt', 'ab.txt'],
    ['   ', 'soubor'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(196)}.pdf`],
  ])('%s is shown as %s', (name, clean) => expect(cleanFileName(name)).toBe(clean));
});
