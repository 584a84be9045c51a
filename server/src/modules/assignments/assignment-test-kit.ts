import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { LP } from '../../../test/course-fixtures';
import type { TestApp } from '../../../test/test-app';

/**
 * Helpers for the assignment API tests: the seeded assignments, multipart requests as a browser sends
 * them, the files on disk, and small files of each answer type.
 */

export interface AssignmentRef {
  id: number;
  courseId: number;
  filesAmount: number;
  family: string;
}

/** The seeded assignment of a family (osp, zsv, tsp). */
export async function findAssignment(t: TestApp, family: string): Promise<AssignmentRef> {
  const [row] = await t.db.query<AssignmentRef>(
    `select i.id, i.course_id as "courseId", a.files_amount as "filesAmount", cat.slug as family
       from assignments a join items i on i.id = a.item_id
       join course_categories cc on cc.course_id = i.course_id join categories cat on cat.id = cc.category_id
      where cat.slug = $1 order by i.id limit 1`,
    [family],
  );
  if (!row) throw new Error(`findAssignment: no assignment in ${family}`);
  return row;
}

export interface UploadFile {
  name: string;
  data: Buffer;
  /** Form field; `file` unless told. */
  field?: string;
  /** What the browser claims; the server does not trust it. */
  type?: string;
}

/** A multipart/form-data body with text fields first, then the files. */
export function multipartBody(fields: Record<string, string>, files: readonly UploadFile[] = []) {
  const boundary = `----studovna${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /assignments/submit as multipart. */
export function submitAnswer(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string>,
  files: readonly UploadFile[] = [],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `${LP}/assignments/submit`,
    payload,
    headers: {
      host: 'localhost:3000',
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** Every file under a directory, as paths relative to it (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}

/** The answer files of a learner on disk. */
export const answerFilesOnDisk = (t: TestApp, userId: number) =>
  filesUnder(join(t.ctx.config.dataDir, 'assignment-answers', String(userId)));

/** A small JPEG (1×1). */
export const jpegBytes = (): Buffer =>
  Buffer.from(
    'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
    'hex',
  );

export const pdfBytes = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );

/** A zip of the given files, stored without compression. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a .docx that say it is a Word document. */
export const docxBytes = (): Buffer =>
  zipBytes({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** The OLE2 header of .doc and .ppt files, then padding. */
export const oleBytes = (): Buffer =>
  Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);

/** A Windows executable's first bytes. */
export const exeBytes = (): Buffer => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
