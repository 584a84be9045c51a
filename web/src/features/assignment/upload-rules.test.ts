import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_ACCEPT, checkUpload, fileLimit } from './upload-rules';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const room = (held: number, limit: number, maxBytes = 1000) => ({ held, limit, maxBytes });

describe('assignment upload rules', () => {
  it('accepts the types of SPEC §5 (jpeg as another name of jpg), in any letter case', () => {
    expect(ASSIGNMENT_ACCEPT).toBe('.jpg,.jpeg,.txt,.zip,.pdf,.doc,.docx,.ppt');
    const names = ['a.jpg', 'b.TXT', 'c.zip', 'd.pdf', 'e.doc', 'f.docx', 'g.ppt', 'h.JPEG'];
    expect(
      checkUpload(
        names.map((n) => file(n)),
        room(0, 8),
      ).refusal,
    ).toBeNull();
  });

  it.each([['skript.exe'], ['foto.png'], ['bez-pripony'], ['pdf'], ['prace.pdf.exe']])(
    'refuses %s by its type',
    (name) => {
      expect(checkUpload([file(name)], room(0, 2))).toEqual({
        accepted: [],
        refusal: { reason: 'type', name },
      });
    },
  );

  it('refuses a file over the size limit and an empty file', () => {
    expect(checkUpload([file('velky.pdf', 1001)], room(0, 2)).refusal).toEqual({
      reason: 'size',
      name: 'velky.pdf',
    });
    expect(checkUpload([file('akorat.pdf', 1000)], room(0, 2)).refusal).toBeNull();
    expect(checkUpload([file('prazdny.txt', 0)], room(0, 2)).refusal).toEqual({
      reason: 'empty',
      name: 'prazdny.txt',
    });
  });

  it('keeps the files that fit and refuses the one beyond the limit', () => {
    const result = checkUpload([file('a.txt'), file('b.txt')], room(1, 2));
    expect(result.accepted.map((f) => f.name)).toEqual(['a.txt']);
    expect(result.refusal).toEqual({ reason: 'tooMany', limit: 2 });
  });

  it('never allows more than two files in all', () => {
    expect([0, 1, 2, 3].map(fileLimit)).toEqual([0, 1, 2, 2]);
  });
});
