import { createHash } from 'node:crypto';

/**
 * The files a package carries beside course.json, named by their content (`media/<sha-256>.webp`): the
 * same picture used twice is one file, and the same course exported from two servers names its files
 * the same (decision 0025).
 */
export class PackageFiles {
  private readonly files = new Map<string, Uint8Array>();

  /** Adds a file under `media/` or `attachments/`; answers its name in the package. */
  add(folder: 'media' | 'attachments', data: Uint8Array, extension: string): string {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    const name = `${folder}/${hash}.${extension.toLowerCase()}`;
    this.files.set(name, data);
    return name;
  }

  /** Every file by name, in the order of their names. */
  entries(): { name: string; data: Uint8Array }[] {
    return [...this.files.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, data]) => ({ name, data }));
  }
}

/**
 * The stored path (`media/….webp`, `seed/….svg`) of a picture address that points into this server's
 * uploads — `http(s)://<any host>/wp-content/uploads/…` or `/wp-content/uploads/…` — else null (a picture
 * elsewhere stays an address in the package).
 */
export function uploadPathOf(src: string): string | null {
  let pathname: string;
  try {
    pathname = src.startsWith('/') && !src.startsWith('//') ? src.split(/[?#]/)[0]! : new URL(src).pathname;
    if (!src.startsWith('/') && !/^https?:$/.test(new URL(src).protocol)) return null;
  } catch {
    return null;
  }
  const match = /^\/wp-content\/uploads\/(.+)$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
