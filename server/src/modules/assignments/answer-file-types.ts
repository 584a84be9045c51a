/**
 * SPEC §5: an answer file is jpg, txt, zip, pdf, doc, docx or ppt — by its extension AND by its content,
 * and the two must agree. The content decides; the type the browser claims is never trusted.
 */

export type AnswerFileKind = 'jpg' | 'txt' | 'zip' | 'pdf' | 'doc' | 'docx' | 'ppt';

const KIND_OF_EXTENSION: Record<string, AnswerFileKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  txt: 'txt',
  zip: 'zip',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  ppt: 'ppt',
};

/** The Content-Type a file of each kind is stored and downloaded with. */
export const MIME_OF_KIND: Record<AnswerFileKind, string> = {
  jpg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
};

const JPEG = [0xff, 0xd8, 0xff];
const PDF = [...'%PDF-'].map((c) => c.charCodeAt(0));
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (data: Uint8Array, magic: readonly number[]) =>
  data.length >= magic.length && magic.every((byte, i) => data[i] === byte);

/** Valid UTF-8 without NUL bytes: text, not a binary in disguise. */
function isText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The names in a zip's central directory (empty when it has none that can be read). */
export function zipEntryNames(data: Uint8Array): string[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let p = data.length - 22; p >= lowest; p--) {
    if (view.getUint32(p, true) === 0x06054b50) {
      end = p;
      break;
    }
  }
  if (end < 0) return [];
  const count = view.getUint16(end + 10, true);
  let p = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (p + 46 > data.length || view.getUint32(p, true) !== 0x02014b50) break;
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength > data.length) break;
    names.push(decoder.decode(data.subarray(p + 46, p + 46 + nameLength)));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const CONTENT_MATCHES: Record<AnswerFileKind, (data: Uint8Array) => boolean> = {
  jpg: (data) => startsWith(data, JPEG),
  pdf: (data) => startsWith(data, PDF),
  zip: (data) => startsWith(data, ZIP_LOCAL_HEADER),
  docx: (data) =>
    startsWith(data, ZIP_LOCAL_HEADER) && zipEntryNames(data).some((name) => name.startsWith('word/')),
  doc: (data) => startsWith(data, OLE2),
  ppt: (data) => startsWith(data, OLE2),
  txt: isText,
};

/** The extension of a file name, lower case, without the dot; '' when there is none. */
export const extensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

export type AnswerFileCheck =
  | { ok: true; kind: AnswerFileKind; mime: string; extension: string }
  | { ok: false; problem: 'type' | 'content' | 'empty'; extension: string };

export function checkAnswerFile(name: string, data: Uint8Array): AnswerFileCheck {
  const extension = extensionOf(name);
  const kind = KIND_OF_EXTENSION[extension];
  if (!kind) return { ok: false, problem: 'type', extension };
  if (data.length === 0) return { ok: false, problem: 'empty', extension };
  if (!CONTENT_MATCHES[kind](data)) return { ok: false, problem: 'content', extension };
  return { ok: true, kind, mime: MIME_OF_KIND[kind], extension };
}

/**
 * The name to show and to offer on download: the last path segment, without control characters, at most
 * 200 characters (keeping the extension). Never used as a path on the server.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (base.length <= 200) return base || 'soubor';
  const extension = extensionOf(base);
  const keep = extension ? `.${extension}` : '';
  return base.slice(0, 200 - keep.length) + keep;
}
