import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { preparedStatements } from './prepared-statements';

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * How many writes this process has finished (statements other than SELECT, transactions, scripts),
   * where no other process can write (PGlite); null where others can (PostgreSQL).
   */
  readonly localWrites: (() => number) | null;
  /** Runs `fn` in one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * The embedded database's files as one gzipped tarball, taken between transactions (decision 0034);
   * null on PostgreSQL, which pg_dump backs up.
   */
  readonly dumpFiles: (() => Promise<Blob>) | null;
  close(): Promise<void>;
  /** What the database is doing now, for the metrics (decision 0033). */
  stats(): DatabaseStats;
}

export interface DatabaseStats {
  /** Queries and transactions this process has sent and not had answered yet. */
  inFlight: number;
  /** The connection pool (PostgreSQL); null for PGlite, which is one connection in this process. */
  pool: { total: number; idle: number; waiting: number } | null;
}

/** Counts the work under way: what `stats().inFlight` answers. */
function inFlightCounter() {
  let count = 0;
  return {
    count: () => count,
    async track<T>(run: () => Promise<T>): Promise<T> {
      count++;
      try {
        return await run();
      } finally {
        count--;
      }
    },
  };
}

// Both drivers answer counts (int8) and numerics as JS numbers: ids and marks stay far below 2^53.
const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

/** A statement that changes nothing: a plain SELECT (row locks aside). */
const READ_ONLY = /^\s*select\s/i;

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
  });
  let writes = 0;
  const inFlight = inFlightCounter();
  const counted = async <T>(run: Promise<T>): Promise<T> => {
    try {
      return await run;
    } finally {
      writes++;
    }
  };
  return {
    kind: 'pglite',
    localWrites: () => writes,
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      inFlight.track(async () => {
        const run = db.query<T>(sql, [...params]);
        return (READ_ONLY.test(sql) ? await run : await counted(run)).rows;
      }),
    transaction: (fn) =>
      inFlight.track(() =>
        counted(
          db.transaction((tx) =>
            fn({
              query: async <T>(sql: string, params: readonly unknown[] = []) =>
                (await tx.query<T>(sql, [...params])).rows,
            }),
          ),
        ),
      ),
    exec: (sql) => inFlight.track(async () => void (await counted(db.exec(sql)))),
    // no transaction is half done in the copy: it waits for the one running and holds the next
    dumpFiles: () => db._runExclusiveTransaction(() => db.dumpDataDir('gzip')),
    close: () => db.close(),
    stats: () => ({ inFlight: inFlight.count(), pool: null }),
  };
}

/** A dump of a PGlite database, to open copies of it quickly (test fixtures). */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const db = await PGlite.create({ dataDir });
  try {
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);

export interface PostgresOptions {
  /** Schema to use instead of `public` (isolated test databases). */
  schema?: string;
  max?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // fail fast with a clear message when the server is unreachable
  await pool.query('select 1');
  const inFlight = inFlightCounter();
  const statement = preparedStatements();
  const run = async <T>(on: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) => {
    const query = statement(sql, params);
    return (typeof query === 'string' ? await on.query(query) : await on.query(query)).rows as T[];
  };
  return {
    kind: 'postgres',
    localWrites: null,
    dumpFiles: null,
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      inFlight.track(() => run<T>(pool, sql, params)),
    transaction: (fn) =>
      inFlight.track(() => transactionOn(pool, (client, sql, params) => run(client, sql, params), fn)),
    exec: (sql) => inFlight.track(async () => void (await pool.query(sql))),
    close: () => pool.end(),
    stats: () => ({
      inFlight: inFlight.count(),
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
  };
}

/** Runs `fn` in a transaction on one connection of the pool. */
async function transactionOn<T>(
  pool: pg.Pool,
  run: (client: pg.PoolClient, sql: string, params: readonly unknown[]) => Promise<unknown[]>,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // one connection runs one query at a time: queries a service starts together (Promise.all) are
    // sent one after the other, in the order they were started, as PGlite does
    let previous: Promise<unknown> = Promise.resolve();
    const result = await fn({
      query: <T>(sql: string, params: readonly unknown[] = []) => {
        const next = previous
          .catch(() => undefined)
          .then(async () => (await run(client, sql, params)) as T[]);
        previous = next;
        return next;
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
