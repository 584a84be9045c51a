import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readMail, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { mailerFor } from './mailer';

const message = {
  to: 'eliska@example.cz',
  subject: 'Nastavení nového hesla – Studovna',
  text: 'Ahoj, tady je tvůj odkaz: https://studovna.example/obnova-hesla/?token=abc_DEF-123\nŽluťoučký kůň.',
  html: '<p>Ahoj, <a href="https://studovna.example/obnova-hesla/?token=abc_DEF-123">nastav si heslo</a>.</p>',
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'studovna-mailer-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const configWith = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

describe('mailer over SMTP', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it('delivers the message from MAIL_FROM with its Czech subject, text and HTML', async () => {
    const config = await configWith({ SMTP_URL: smtp.url, MAIL_FROM: 'Studovna <noreply@studovna.example>' });
    const sent = await mailerFor(config).send(message);
    expect(sent.file).toBeNull();
    const mail = await smtp.nextMessage({ to: 'eliska@example.cz' });
    expect(mail.from).toBe('noreply@studovna.example');
    expect(mail.to).toEqual(['eliska@example.cz']);
    expect(mail.raw).toMatch(/^From: Studovna <noreply@studovna\.example>\r$/m);
    expect(mail.raw).toContain(sent.messageId);
    const read = readMail(mail.raw);
    expect(read.subject).toBe(message.subject);
    expect(read.text.trim()).toBe(message.text);
    expect(read.html.trim()).toBe(message.html);
    // nothing goes to the outbox while SMTP is configured
    await expect(readdir(config.mail.outboxDir)).rejects.toThrow();
  });

  it('fails the send when the SMTP server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const config = await configWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await expect(mailerFor(config).send(message)).rejects.toThrow();
  });
});

describe('mailer without SMTP', () => {
  it('writes each message as an .eml file into the outbox, in time order', async () => {
    const outbox = join(dataDir, 'mail', 'outbox');
    const config = await configWith({ MAIL_OUTBOX_DIR: outbox });
    const mailer = mailerFor(config);
    const first = await mailer.send(message);
    const second = await mailer.send({ ...message, subject: 'Druhá zpráva' });

    const files = (await readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/.test(f))).toBe(true);
    expect(files.map((f) => join(outbox, f))).toEqual([first.file, second.file]);
    expect((await stat(first.file!)).mode & 0o077).toBe(0);

    const raw = await readFile(first.file!, 'utf8');
    expect(raw).toMatch(/^To: eliska@example\.cz\r$/m);
    expect(raw).toMatch(/^From: Studovna <podpora@studovna\.cz>\r$/m);
    expect(readMail(raw)).toEqual({
      subject: message.subject,
      text: expect.stringContaining(message.text),
      html: expect.stringContaining(message.html),
    });
    expect(readMail(await readFile(second.file!, 'utf8')).subject).toBe('Druhá zpráva');
  });

  it('puts the outbox under the data directory by default', async () => {
    const config = await configWith();
    const sent = await mailerFor(config).send(message);
    expect(sent.file?.startsWith(join(dataDir, 'outbox') + '/')).toBe(true);
  });
});

describe('mailerFor', () => {
  it('makes one mailer per configuration', async () => {
    const config = await configWith();
    const other = await configWith();
    expect(mailerFor(config)).toBe(mailerFor(config));
    expect(mailerFor(other)).not.toBe(mailerFor(config));
  });
});
