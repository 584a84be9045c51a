import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * A fresh server on its own port and data directory: what a new user gets from `npm start`, with its
 * mail going to a real SMTP server and its web login to a real OpenID provider (see serve.ts). Its
 * database is PGlite, or the PostgreSQL database of E2E_SERVER_DATABASE_URL (postgres-pass.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const databaseUrl = process.env.E2E_SERVER_DATABASE_URL;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'studovna-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // one folder per server port and database, so no run of the journeys clears another's traces
  outputDir: `../test-results/e2e-${port}${databaseUrl ? '-postgres' : ''}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://app.localhost:${port}`,
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
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      E2E_DATA_DIR: dataDir,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      LOG_LEVEL: 'warn',
    },
  },
});
