import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/**
 * Fresh servers, each on its own port and data directory: what a new user gets from `npm start`, with
 * their mail going to a real SMTP server and their web login to a real OpenID provider (see serve.ts). On
 * PGlite two workers share the journeys, each with a server of its own (ports E2E_PORT and E2E_PORT+10),
 * so no two journeys ever run side by side on one server. On the PostgreSQL database of
 * E2E_SERVER_DATABASE_URL (postgres-pass.ts) one worker runs them on one server.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const databaseUrl = process.env.E2E_SERVER_DATABASE_URL;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'studovna-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const servers = databaseUrl ? [port] : [port, port + 10];

/** A server's database: PGlite in a directory of its own, or the PostgreSQL database. Its mail: E2E_DATA_DIR. */
function webServer(at: number): WebServer {
  const serverDataDir = servers.length > 1 ? join(dataDir, `server-${at}`) : dataDir;
  mkdirSync(serverDataDir, { recursive: true });
  return {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `http://localhost:${at}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(at),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      E2E_DATA_DIR: dataDir,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      LOG_LEVEL: 'warn',
    },
  };
}

/**
 * The server of this worker: Playwright loads the configuration again in each worker process, with the
 * worker's slot (0 or 1, kept by a worker that replaces it) in TEST_PARALLEL_INDEX.
 */
const serverPort = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? port;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // one folder per server port and database, so no run of the journeys clears another's traces
  outputDir: `../test-results/e2e-${port}${databaseUrl ? '-postgres' : ''}`,
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://app.localhost:${serverPort}`,
    locale: 'cs-CZ',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: servers.map(webServer),
});
