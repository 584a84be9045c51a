import type { Database } from './database';

/**
 * The content version (migration 0010): a number that grows in the same transaction as any change to
 * what guests see of the courses. Requests that arrive while a read is under way share the next read,
 * which starts after they arrived, so each of them still sees every change committed before it came.
 * Where this process is the only writer (PGlite), the number is read again only after a write.
 */
export type ContentVersionReader = () => Promise<number>;

export function contentVersionReader(db: Database): ContentVersionReader {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let known: { version: number; writes: number } | null = null;
  const read = (): Promise<number> => {
    const writes = db.localWrites?.() ?? 0;
    const reading = db
      .query<{ version: number }>('select version from content_version')
      .then(([row]) => row?.version ?? 0);
    running = reading;
    const done = () => {
      if (running === reading) running = null;
    };
    reading.then((version) => {
      if (db.localWrites) known = { version, writes };
      done();
    }, done);
    return reading;
  };
  return () => {
    if (known && db.localWrites?.() === known.writes) return Promise.resolve(known.version);
    if (!running) return read();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return read();
      });
    return next;
  };
}
