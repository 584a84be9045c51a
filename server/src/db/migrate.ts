import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies the committed SQL migrations not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
  );
  const files = await migrationFiles();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(7270701)`);
      const again = await tx.query('select 1 from schema_migrations where version = $1', [file]);
      if (again.length) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      done.push(file);
    });
  }
  return done;
}

/** The committed migrations, in the order they are applied. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/** Splits a migration script on semicolons at line ends (the migrations hold no procedural bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
