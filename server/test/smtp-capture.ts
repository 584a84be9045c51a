import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface CapturedMail {
  from: string;
  to: string[];
  /** The whole RFC 822 message, headers and body, as sent. */
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: CapturedMail[];
  /**
   * The oldest message not yet taken (optionally: the oldest one to `to`); waits for it to arrive and
   * rejects after `timeoutMs`.
   */
  nextMessage(options?: { to?: string; timeoutMs?: number }): Promise<CapturedMail>;
  /** The next `count` messages to `to` are refused with this SMTP reply code (4xx: try later, 5xx: for good). */
  refuseNext(to: string, count: number, code: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that accepts every message (no authentication needed, no STARTTLS)
 * and keeps it. Port 0 picks a free port.
 */
export async function startSmtpCapture(
  options: {
    port?: number;
    /** Waits this long before accepting each message: a slow mail server. */
    replyDelayMs?: number;
  } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  const refusals = new Map<string, number[]>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const envelope = session.envelope;
        const refusal = envelope.rcptTo
          .map((r) => refusals.get(r.address.toLowerCase())?.shift())
          .find(Boolean);
        if (refusal)
          return callback(Object.assign(new Error('Refused by the test'), { responseCode: refusal }));
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of [...waiters]) wake();
        if (options.replyDelayMs) setTimeout(callback, options.replyDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const take = (to?: string) => {
    const found = messages.find(
      (m) => !taken.has(m) && (!to || m.to.some((r) => r.toLowerCase() === to.toLowerCase())),
    );
    if (found) taken.add(found);
    return found;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    nextMessage({ to, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = take(to);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail${to ? ` to ${to}` : ''} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    refuseNext(to, count, code) {
      const list = refusals.get(to.toLowerCase()) ?? [];
      refusals.set(to.toLowerCase(), [...list, ...Array.from({ length: count }, () => code)]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a message, `text/plain` and `text/html` parts apart, and its decoded subject. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Decodes a raw message: the MIME parts, quoted-printable (soft breaks `=\r\n`, `=XX`) or base64, UTF-8,
 * lines ending in `\n`.
 */
export function readMail(raw: string): ReadMail {
  const mail: ReadMail = { subject: '', text: '', html: '' };
  const { headers } = splitPart(raw);
  mail.subject = decodeWords(headers.get('subject') ?? '');
  collectParts(raw, mail);
  return mail;
}

/** The first password-reset link in the message's text. */
export function resetLinkOf(raw: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/obnova-hesla\/\?token=[\w-]+/.exec(readMail(raw).text);
  if (!match) throw new Error('the message holds no password-reset link');
  return match[0];
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = end < 0 ? part : part.slice(0, end);
  const body = end < 0 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(part: string, mail: ReadMail): void {
  const { headers, body } = splitPart(part);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), mail);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit').replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) mail.html += decoded;
  else if (/^text\/plain/i.test(type)) mail.text += decoded;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

export function decodeQuotedPrintable(body: string): string {
  const chars = Array.from(body.replace(/=\r?\n/g, ''));
  const bytes: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const hex = chars[i] === '=' ? `${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}` : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(chars[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
