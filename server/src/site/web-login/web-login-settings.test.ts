import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startOidcProvider, type OidcTestProvider } from '../../../test/oidc-provider';
import { createTestApp } from '../../../test/test-app';

const HOST = { host: 'localhost:3000' };
const APP_LOGIN = 'http://app.localhost:3000/prihlaseni';
const CALLBACK = 'http://localhost:3000/prihlaseni/web/zpet';
const alice = { sub: 'alice-sub', login: 'alice', password: 'alice-heslo' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('web login settings', () => {
  it('answers 404 with the not-configured message when no provider is set', async () => {
    const t = await createTestApp('pglite');
    try {
      for (const url of [
        `/prihlaseni/web/?redirect_to=${encodeURIComponent(APP_LOGIN)}`,
        '/prihlaseni/web/zpet',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: HOST });
        expect(response.statusCode).toBe(404);
        expect(response.headers.location).toBeUndefined();
        expect(response.body).toContain('Přihlášení přes web tu není nastavené.');
      }
    } finally {
      await t.close();
    }
  });

  it('fails softly while the provider is unreachable, and discovers it once it is up', async () => {
    const port = await freePort();
    const env = {
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'studovna',
      OIDC_CLIENT_SECRET: 's3cret',
    };
    const t = await createTestApp('pglite', env);
    const url = `/prihlaseni/web/?redirect_to=${encodeURIComponent(APP_LOGIN)}`;
    let provider: OidcTestProvider | undefined;
    try {
      const down = await t.app.inject({ method: 'GET', url, headers: HOST });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe(`${APP_LOGIN}?status=failed`);
      expect(down.headers['set-cookie']).toBeUndefined();

      provider = await startOidcProvider({
        redirectUri: CALLBACK,
        accounts: [alice],
        port,
        clientId: 'studovna',
        clientSecret: 's3cret',
      });
      const up = await t.app.inject({ method: 'GET', url, headers: HOST });
      expect(up.statusCode).toBe(302);
      expect(new URL(String(up.headers.location)).origin).toBe(provider.issuer);
    } finally {
      await t.close();
      await provider?.close();
    }
  });

  it('refuses a plain-http provider that is not on this machine', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studovna-config-'));
    const env = {
      DATA_DIR: dataDir,
      OIDC_ISSUER: 'http://login.example.com',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    };
    try {
      await expect(loadConfig(env)).rejects.toThrow(/OIDC_ISSUER must use https/);
      await expect(loadConfig({ ...env, OIDC_ISSUER: 'http://localhost.example.com' })).rejects.toThrow(
        /OIDC_ISSUER must use https/,
      );
      await expect(loadConfig({ ...env, OIDC_ISSUER: 'https://login.example.com' })).resolves.toMatchObject({
        oidc: { issuer: 'https://login.example.com' },
      });
      await expect(loadConfig({ ...env, OIDC_ISSUER: 'http://127.0.0.1:4000' })).resolves.toMatchObject({
        oidc: { issuer: 'http://127.0.0.1:4000' },
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
