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
