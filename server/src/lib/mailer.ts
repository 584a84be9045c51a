import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID, `<…@…>`, when the message has its own: a message sent again (a retry after an
   * unclear failure) then carries the same one, and mail clients that know it show it once.
   */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file the message was written to when there is no SMTP server; null when sent over SMTP. */
  file: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** How long the SMTP server may take to answer before the message counts as failed. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const mailers = new WeakMap<Config, Mailer>();

/**
 * The mailer of a configuration, made once: SMTP when `config.mail.smtpUrl` is set, otherwise every
 * message is written as an RFC 822 `.eml` file into `config.mail.outboxDir`, named so that a listing
 * sorts by time.
 */
export function mailerFor(config: Config): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = config.mail.smtpUrl
      ? smtpMailer(config.mail.smtpUrl, config.mail.from)
      : outboxMailer(config.mail.outboxDir, config.mail.from);
    mailers.set(config, mailer);
  }
  return mailer;
}

/**
 * The recipient is one address taken as it is, never parsed as a list of addresses. Text parts are
 * quoted-printable: readable in the raw message, whatever the mix of Czech letters.
 */
const composeOptions = (from: string, message: MailMessage) => ({
  ...message,
  from,
  to: { name: '', address: message.to },
  textEncoding: 'quoted-printable' as const,
});

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transport.sendMail(composeOptions(from, message));
      return { messageId: info.messageId, file: null };
    },
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail(composeOptions(from, message));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      // written under another name first, so a reader of the outbox never sees half a message
      const partial = join(dir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      return { messageId: info.messageId, file };
    },
  };
}
