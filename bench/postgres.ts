// The PostgreSQL database of the API benchmark: BENCH_DATABASE_URL, or a fresh `studovna_bench` database
// (the soak: `studovna_soak`) on the local cluster (started the way .ci/run starts it). Null when
// PostgreSQL cannot be reached.
import { execFileSync } from 'node:child_process';
import pg from 'pg';

const ROLE = 'studovna_bench';

function sh(command: string, args: string[], input?: string): string {
  return execFileSync(command, args, { encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Empties a given database (its public schema) so the server migrates and seeds it afresh. */
export async function wipe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** Starts the first local cluster and drops/creates the database `database` owned by the bench role. */
function localDatabase(database: string): string {
  const [cluster] = sh('pg_lsclusters', ['--no-header']).trim().split('\n');
  const [version, name, port] = (cluster ?? '').trim().split(/\s+/);
  if (!version || !name || !port) throw new Error('no local PostgreSQL cluster');
  try {
    sh('pg_ctlcluster', [version, name, 'start']);
  } catch {
    // already running
  }
  for (let i = 0; i < 30; i++) {
    try {
      sh('pg_isready', ['-q', '-p', port]);
      break;
    } catch {
      execFileSync('sleep', ['0.5']);
    }
  }
  sh(
    'su',
    ['postgres', '-c', `psql -q -v ON_ERROR_STOP=1 -p ${port}`],
    `do $$ begin
       if not exists (select from pg_roles where rolname = '${ROLE}') then
         create role ${ROLE} login password '${ROLE}';
       end if;
     end $$;
     drop database if exists ${database} with (force);
     create database ${database} owner ${ROLE};
    `,
  );
  return `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/${database}`;
}

export interface BenchDatabase {
  url: string | null;
  /** Why PostgreSQL is not measured, when url is null. */
  reason?: string;
}

/** `database`: a name of its own, so runs that may overlap (the bench, the soak) never drop each other's. */
export async function benchPostgres(database = ROLE): Promise<BenchDatabase> {
  try {
    const given = process.env.BENCH_DATABASE_URL;
    if (given) {
      await wipe(given);
      return { url: given };
    }
    return { url: localDatabase(database) };
  } catch (error) {
    return { url: null, reason: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}
