import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses bad values, naming each one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    await expect(
      loadConfig({ DATA_DIR: dir, PORT: 'port', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).rejects.toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres[\s\S]*JWT_SECRET: JWT_SECRET must have at least 32/,
    );
  });

  it('reads how to log, where the metrics are and how long a stop may take (decision 0033)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    expect(await loadConfig({ DATA_DIR: dir })).toMatchObject({
      logFormat: 'auto',
      metrics: null,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      await loadConfig({
        DATA_DIR: dir,
        LOG_FORMAT: 'json',
        METRICS_PORT: '9464',
        SHUTDOWN_TIMEOUT_MS: '3000',
      }),
    ).toMatchObject({
      logFormat: 'json',
      metrics: { port: 9464, host: '127.0.0.1' },
      shutdownTimeoutMs: 3000,
    });
    await expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'xml', METRICS_PORT: 'metrics' })).rejects.toThrow(
      /LOG_FORMAT[\s\S]*METRICS_PORT/,
    );
  });

  it('generates the JWT secret once and keeps it in the data directory', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    const first = await loadConfig({ DATA_DIR: dir });
    const second = await loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(first.jwtSecret).toString()).toBe(Buffer.from(second.jwtSecret).toString());
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(
      Buffer.from(first.jwtSecret).toString(),
    );
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, supportEmail: 'podpora@studovna.cz' });
  });

  it('runs a worker per core on PostgreSQL and one on the embedded database, which refuses more', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    const postgres = { DATA_DIR: dir, DATABASE_URL: 'postgres://u:p@127.0.0.1/db' };
    expect((await loadConfig(postgres)).workers).toBe(availableParallelism());
    expect((await loadConfig({ ...postgres, WORKERS: '3' })).workers).toBe(3);
    expect((await loadConfig({ DATA_DIR: dir })).workers).toBe(1);
    expect((await loadConfig({ DATA_DIR: dir, WORKERS: '1' })).workers).toBe(1);
    await expect(loadConfig({ DATA_DIR: dir, WORKERS: '2' })).rejects.toThrow(
      'WORKERS: the embedded database serves one process only, so WORKERS must be 1 (it is 2). To run several server processes, set DATABASE_URL',
    );
    await expect(loadConfig({ ...postgres, WORKERS: '0' })).rejects.toThrow(/WORKERS/);
  });

  it('takes port, data directory and database from the environment', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    const config = await loadConfig({
      DATA_DIR: dir,
      PORT: '4100',
      DATABASE_URL: 'postgres://u:p@127.0.0.1/db',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({ port: 4100, dataDir: dir, databaseUrl: 'postgres://u:p@127.0.0.1/db' });
  });
  it('reads the web view allow-list as origins and refuses what is not an http(s) address', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    const config = await loadConfig({
      DATA_DIR: dir,
      WEB_VIEW_ALLOW: ' https://a.example/x , http://b.example:8080 ',
    });
    expect(config.webViewAllow).toEqual(['https://a.example', 'http://b.example:8080']);
    expect((await loadConfig({ DATA_DIR: dir })).webViewAllow).toEqual([]);
    await expect(loadConfig({ DATA_DIR: dir, WEB_VIEW_ALLOW: 'javascript:alert(1)' })).rejects.toThrow(
      /WEB_VIEW_ALLOW/,
    );
  });

  it('refuses a web login configured only in part', async () => {
    dir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    await expect(loadConfig({ DATA_DIR: dir, OIDC_ISSUER: 'https://id.example' })).rejects.toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    );
  });
});
