import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startOidcProvider } from '../server/test/oidc-provider';
import { startSmtpCapture } from '../server/test/smtp-capture';
import { WEB_LOGIN_ACCOUNT, mailDir, ports } from './infrastructure';

/**
 * The server of the browser journeys, as a deployment would run it: its mail goes to a real SMTP
 * server (every message kept as a file in `${E2E_DATA_DIR}/received-mail/`, which the journeys' servers share) and its web login is an
 * OpenID Connect client of a real provider. Both live as long as the server. Its database is PGlite,
 * or PostgreSQL at E2E_SERVER_DATABASE_URL (postgres-pass.ts).
 */
const port = Number(process.env.PORT ?? process.env.E2E_PORT ?? 3210);
const { smtp: smtpPort, oidc: oidcPort } = ports(port);
const siteUrl = `http://localhost:${port}`;
const received = mailDir(process.env.E2E_DATA_DIR ?? process.env.DATA_DIR ?? 'data');
mkdirSync(received, { recursive: true });

const smtp = await startSmtpCapture({ port: smtpPort });
void (async () => {
  for (let n = 1; ;) {
    const mail = await smtp.nextMessage({ timeoutMs: 60 * 60_000 }).catch(() => null);
    if (!mail) continue;
    writeFileSync(join(received, `${Date.now()}-${port}-${String(n).padStart(4, '0')}.eml`), mail.raw);
    n += 1;
  }
})();

const oidc = await startOidcProvider({
  port: oidcPort,
  redirectUri: `${siteUrl}/prihlaseni/web/zpet`,
  accounts: [WEB_LOGIN_ACCOUNT],
});

// PGlite in DATA_DIR, or the PostgreSQL database the journeys' PostgreSQL pass made for this run;
// never a DATABASE_URL the shell happens to have
delete process.env.DATABASE_URL;
Object.assign(process.env, {
  ...(process.env.E2E_SERVER_DATABASE_URL ? { DATABASE_URL: process.env.E2E_SERVER_DATABASE_URL } : {}),
  PORT: String(port),
  // one server process: the mail and login helpers above live in this one (decision 0035)
  WORKERS: '1',
  SITE_URL: siteUrl,
  SMTP_URL: smtp.url,
  ...oidc.env,
});

const closeHelpers = () => void Promise.allSettled([smtp.close(), oidc.close()]);
process.once('SIGTERM', closeHelpers);
process.once('SIGINT', closeHelpers);

await import('../server/src/main');
