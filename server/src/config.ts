import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  SUPPORT_EMAIL: z.email().default('podpora@studovna.cz'),
  SUPPORT_PHONE: z.string().min(3).default('+420 800 100 200'),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  SEED: z.enum(['true', 'false']).default('true'),
  SEED_BANK: z.coerce.number().int().min(0).max(1_000_000).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** Prometheus metrics on their own port, off when unset (decision 0033). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** How long a stop waits for requests in flight before it closes their connections. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  UPLOAD_MAX_FILE_MB: z.coerce.number().positive().max(100).default(5),
  AVATAR_MAX_MB: z.coerce.number().positive().max(20).default(2),
  /** The website's public address, used in e-mailed links and as the web login's return address. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** smtp://user:password@host:port (smtps:// for TLS); without it mail is written to MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** How often each process looks for scheduled e-mails that are due (decision 0031); shorter in tests. */
  MAIL_SCHEDULE_POLL_MS: z.coerce.number().int().min(50).default(60_000),
  /** `off`: this process sends no scheduled e-mails by itself (others on the database do, or a test asks). */
  MAIL_SCHEDULE: z.enum(['on', 'off']).default('on'),
  /** Third-party web login (OpenID Connect): all three, or none. */
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/ })
    .refine(
      (url) =>
        url.startsWith('https:') || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i.test(url),
      'OIDC_ISSUER must use https (plain http only for localhost or 127.0.0.1)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  PAYMENT_PROVIDER: z.enum(['demo']).default('demo'),
  /**
   * Addresses of the proxies in front of the server (comma-separated IPs or CIDR ranges): their
   * X-Forwarded-For names the learner's address, which the login limits count by. Unset: no proxy trusted.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** Server processes on the one port (decision 0035): default every core on PostgreSQL, one on PGlite. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Comma-separated http(s) origins, besides the site, whose pages the app's web view may frame. */
  WEB_VIEW_ALLOW: z.string().default(''),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: Uint8Array;
  supportEmail: string;
  supportPhone: string;
  webDist: string;
  seed: boolean;
  /** Unassigned questions the bank is filled up to at start (0: none), for search and paging at scale. */
  seedBank: number;
  logLevel: string;
  logFormat: 'auto' | 'pretty' | 'json';
  /** Where the Prometheus metrics are served; null: nowhere. */
  metrics: { port: number; host: string } | null;
  shutdownTimeoutMs: number;
  loginLimits: { perAccount: number; perIp: number; windowMs: number };
  /** The largest uploaded file, in bytes (assignment answers). */
  uploadMaxFileBytes: number;
  /** The largest profile picture, in bytes. */
  avatarMaxBytes: number;
  /** The website's public origin without a trailing slash, e.g. `http://localhost:3000`. */
  siteUrl: string;
  /** SMTP when a URL is set; otherwise every message is written as an .eml file to the outbox directory. */
  mail: {
    smtpUrl: string | null;
    outboxDir: string;
    from: string;
    schedulePollMs: number;
    schedule: boolean;
  };
  /** The OpenID Connect provider of the web login; null when web login is not offered. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  paymentProvider: 'demo';
  /** Origins besides the site that the app may frame (web view); the app is built with the same list. */
  webViewAllow: string[];
  /** Server processes sharing the port (decision 0035); always 1 on the embedded database. */
  workers: number;
  /** The proxies whose X-Forwarded-For is believed (Fastify's trustProxy), or false. */
  trustProxy: string | false;
}

export class ConfigError extends Error {}

/** Reads the environment; refuses bad values with one clear message naming every problem. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const oidcKeys = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcKeys.some(Boolean) && !oidcKeys.every(Boolean))
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  const workers = e.WORKERS ?? (e.DATABASE_URL ? availableParallelism() : 1);
  if (workers > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      `Invalid configuration:\n  WORKERS: the embedded database serves one process only, so WORKERS must be 1 ` +
        `(it is ${workers}). To run several server processes, set DATABASE_URL (README, "Run it on PostgreSQL").`,
    );
  const dataDir = resolve(e.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? (await persistentSecret(dataDir))),
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    webDist: resolve(e.WEB_DIST),
    seed: e.SEED === 'true',
    seedBank: e.SEED_BANK,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    },
    uploadMaxFileBytes: Math.round(e.UPLOAD_MAX_FILE_MB * 1024 * 1024),
    avatarMaxBytes: Math.round(e.AVATAR_MAX_MB * 1024 * 1024),
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      outboxDir: resolve(e.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox')),
      from: e.MAIL_FROM ?? `Studovna <${e.SUPPORT_EMAIL}>`,
      schedulePollMs: e.MAIL_SCHEDULE_POLL_MS,
      schedule: e.MAIL_SCHEDULE === 'on',
    },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    paymentProvider: e.PAYMENT_PROVIDER,
    webViewAllow: originsOf(e.WEB_VIEW_ALLOW),
    workers,
    trustProxy: e.TRUST_PROXY ?? false,
  };
}

/** `https://a.example, http://b.example:8080/` → their origins; anything that is not an http(s) URL is refused. */
function originsOf(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`Invalid configuration:\n  WEB_VIEW_ALLOW: ${entry} is not an address`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new ConfigError(`Invalid configuration:\n  WEB_VIEW_ALLOW: ${entry} is not an http(s) address`);
      return url.origin;
    });
}

/** A secret generated once and kept in the data directory, so tokens survive restarts. */
async function persistentSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
