import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settledAfterResponses } from '../../lib/after-response';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { readMail, resetLinkOf } from '../../../test/smtp-capture';

const ask = (t: TestApp, userLogin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wp-json/learnpress/v1/users/reset-password',
    headers: { host: 'localhost:3000' },
    payload: { user_login: userLogin },
  });

/** An address where no SMTP server listens. */
async function deadSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

describe.each(testDatabases)('password-reset e-mail delivery on %s', (kind) => {
  describe('without SMTP_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t?.close());

    it('writes the e-mail as an .eml file into the outbox under the data directory', async () => {
      const outbox = join(t.ctx.config.dataDir, 'outbox');
      const res = await ask(t, DEMO_ACCOUNTS.learner.username);
      expect(res.statusCode).toBe(200);
      await settledAfterResponses(t.ctx);
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(join(outbox, files[0]!), 'utf8');
      expect(raw).toMatch(/^To: jana@studovna\.cz\r$/m);
      expect(readMail(raw).subject).toBe('Nastavení nového hesla do Studovny');
      const link = new URL(resetLinkOf(raw));
      expect(link.origin).toBe('http://localhost:3000');
      const page = await t.app.inject({
        method: 'GET',
        url: link.pathname + link.search,
        headers: { host: 'localhost:3000' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<strong>jana</strong>');
    });
  });

  describe('when the SMTP server cannot be reached', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { SMTP_URL: await deadSmtpUrl() });
    });
    afterAll(() => t?.close());

    it('answers as for any account, and keeps no reset link whose e-mail failed', async () => {
      const known = await ask(t, DEMO_ACCOUNTS.learner.email);
      const unknown = await ask(t, 'nikdo@example.cz');
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      await settledAfterResponses(t.ctx);
      const rows = await t.db.query('select 1 from password_resets');
      expect(rows).toHaveLength(0);
      await expect(readdir(join(t.ctx.config.dataDir, 'outbox'))).rejects.toThrow();
    });
  });

  describe('when the SMTP server is slow', () => {
    let t: TestApp;
    let smtp: Server;
    const connections: Socket[] = [];
    beforeAll(async () => {
      // a server that takes the connection and never greets: a message would wait for it for 10 s
      smtp = createServer((socket) => connections.push(socket));
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const { port } = smtp.address() as AddressInfo;
      t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise((resolve) => smtp.close(resolve));
    });

    it(
      'answers a known account without waiting for its e-mail, which is sent after the answer',
      { timeout: 5_000 },
      async () => {
        const known = await ask(t, DEMO_ACCOUNTS.learner.username);
        expect(known.statusCode).toBe(200);
        expect(known.json()).toEqual((await ask(t, 'nikdo')).json());
        // the delivery did start: the mail server was reached, and its failure keeps no link
        await vi.waitFor(() => expect(connections.length).toBe(1));
        connections[0]!.destroy();
        await settledAfterResponses(t.ctx);
        expect(await t.db.query('select 1 from password_resets')).toHaveLength(0);
      },
    );
  });
});
