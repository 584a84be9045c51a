import { join } from 'node:path';
import type { OidcTestAccount } from '../server/test/oidc-provider';

/** The SMTP server and the OpenID provider of the journeys sit on the ports right after the server's. */
export const ports = (port: number) => ({ smtp: port + 1, oidc: port + 2 });

/** Where every message the SMTP server receives is kept, one raw `.eml` file each. */
export const mailDir = (dataDir: string) => join(dataDir, 'received-mail');

/** The one account of the OpenID provider behind „Přihlásit se přes web“. */
export const WEB_LOGIN_ACCOUNT: OidcTestAccount = {
  sub: 'web-vera-1',
  login: 'vera.webova',
  password: 'Poskytovatel-2026',
  email: 'vera.webova@example.cz',
  emailVerified: true,
  name: 'Věra Webová',
  preferredUsername: 'vera.webova',
};
