import pg from 'pg';

/** The address of another database on the same PostgreSQL server, as the same role. */
export function databaseUrl(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/** One statement on the server of `url` (creating or dropping a database), on a connection of its own. */
export async function runAsAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its own connections are closed. Not `with (force)`: that would have to end
 * an autovacuum worker, which only a superuser may; a plain drop ends those itself. A connection still
 * closing is waited for, a few times.
 */
export async function dropDatabase(url: string, database: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runAsAdmin(url, `drop database if exists ${database}`);
      return;
    } catch (error) {
      if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
