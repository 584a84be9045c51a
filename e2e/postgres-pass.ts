import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The journeys that keep a learner's work on the server (learning, plans, offline, server restart) once
 * more, with the server on PostgreSQL instead of PGlite, on the app the PGlite pass built. Each run gets
 * fresh databases created from E2E_DATABASE_URL (its role needs CREATEDB): one for the journeys' server,
 * one for the restart journey's second server. Afterwards it checks the journeys' work is in them, then
 * drops them. Without E2E_DATABASE_URL it does nothing, unless CI is set: then that is an error.
 */
const SPECS = ['learning', 'plans', 'offline', 'server-restart'].map((name) => `e2e/${name}.spec.ts`);

const adminUrl = process.env.E2E_DATABASE_URL;
const ci = process.env.CI && !/^(0|false)$/i.test(process.env.CI);
if (!adminUrl) {
  if (ci) {
    console.error(
      'CI is set but E2E_DATABASE_URL is not: in CI the journeys run on PostgreSQL as well as PGlite. ' +
        'Set E2E_DATABASE_URL to a PostgreSQL database whose role may create databases (.ci/run does).',
    );
    process.exit(1);
  }
  process.exit(0);
}

const base = `studovna_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const names = { server: base, restart: `${base}_restart` };
const urlOf = (database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * What the journeys left in a database, counted in tables the seed never writes: the plans journey's
 * checkout and the answers kept for the app's replayable learner actions (X-Action-Id).
 */
async function written(database: string, tables: string[]) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      // no such table when no server ever migrated this database
      const exists = (await client.query('select to_regclass($1) as t', [table])).rows[0].t !== null;
      counts[table] = exists
        ? Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n)
        : 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

function playwright(): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...SPECS], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_SERVER_DATABASE_URL: urlOf(names.server),
      E2E_RESTART_DATABASE_URL: urlOf(names.restart),
    },
  });
  // Ctrl-C or a stop reaches Playwright too; this process stays to drop the databases
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const version = await onAdmin(async (client) => {
  for (const name of Object.values(names)) await client.query(`create database "${name}"`);
  return String((await client.query('show server_version')).rows[0].server_version);
});
console.log(
  `The journeys that keep data, again on PostgreSQL ${version}: databases ${names.server}, ${names.restart}`,
);

let status: number;
try {
  status = await playwright();
  if (status === 0) {
    const found = {
      [names.server]: await written(names.server, ['checkouts', 'action_replies']),
      [names.restart]: await written(names.restart, ['action_replies']),
    };
    console.log(`Written on PostgreSQL by the journeys: ${JSON.stringify(found)}`);
    const empty = Object.entries(found).flatMap(([database, counts]) =>
      Object.entries(counts)
        .filter(([, n]) => n === 0)
        .map(([table]) => `${database}.${table}`),
    );
    if (empty.length > 0) {
      console.error(
        `The journeys passed but left nothing in ${empty.join(', ')}: they did not run on PostgreSQL.`,
      );
      status = 1;
    }
  }
} finally {
  await onAdmin(async (client) => {
    for (const name of Object.values(names))
      await client.query(`drop database if exists "${name}" with (force)`);
  });
}
process.exit(status);
