import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type InteractionDetails } from 'oidc-provider';

/** An account of the test provider; `login` and `password` are what its login form asks for. */
export interface OidcTestAccount {
  sub: string;
  login: string;
  password: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  preferredUsername?: string;
}

export interface OidcTestProviderOptions {
  /** The client's only redirect URI, e.g. `http://localhost:3000/prihlaseni/web/zpet`. */
  redirectUri: string;
  accounts: OidcTestAccount[];
  clientId?: string;
  clientSecret?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface SignInOptions {
  login: string;
  password: string;
  /** Allow (the default) or refuse the consent the provider asks for. */
  consent?: 'allow' | 'deny';
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The server's OIDC_* settings for this provider. */
  env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string };
  /**
   * Plays the browser from the authorization URL: fills the login form, answers the consent, and
   * answers the address the provider finally sends the browser back to (the redirect URI with
   * `code` or `error`).
   */
  signIn(authorizationUrl: string | URL, options: SignInOptions): Promise<URL>;
  close(): Promise<void>;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} – Testovací poskytovatel přihlášení</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.3rem;font-size:1rem}
button{margin-top:1.2rem;margin-right:.5rem;padding:.6rem 1.2rem;font-size:1rem}
.error{color:#a4001b}
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function loginPage(uid: string, error?: string): string {
  return page(
    'Přihlášení',
    `${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">Uživatelské jméno</label>
<input id="login" name="login" autocomplete="username" required autofocus>
<label for="password">Heslo</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Přihlásit se</button>
</form>
<form method="post" action="/interaction/${escape(uid)}/abort">
<button type="submit">Zrušit</button>
</form>`,
  );
}

function consentPage(uid: string, clientId: string): string {
  return page(
    'Souhlas',
    `<p>Aplikace <strong>${escape(clientId)}</strong> chce znát tvé jméno a e-mailovou adresu.</p>
<form method="post" action="/interaction/${escape(uid)}/confirm">
<button type="submit">Povolit</button>
</form>
<form method="post" action="/interaction/${escape(uid)}/abort">
<button type="submit">Zamítnout</button>
</form>`,
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

/**
 * A real OpenID Connect provider (oidc-provider 9) on 127.0.0.1 with one confidential client and the
 * given accounts. Its login and consent pages are plain HTML forms, so a browser can click through
 * them as well as `signIn` can.
 */
export async function startOidcProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'studovna';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  async function interaction(
    p: Provider,
    req: IncomingMessage,
    res: ServerResponse,
    action: string | undefined,
  ): Promise<void> {
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET' && !action) {
      return sendHtml(
        res,
        200,
        details.prompt.name === 'login'
          ? loginPage(details.uid)
          : consentPage(details.uid, details.params.client_id),
      );
    }
    if (req.method !== 'POST') return sendHtml(res, 405, page('Chyba', '<p>Nepovolená metoda.</p>'));
    const form = await readForm(req);
    if (action === 'abort') {
      return p.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'login' && details.prompt.name === 'login') {
      const account = [...accounts.values()].find(
        (a) => a.login === form.get('login') && a.password === form.get('password'),
      );
      if (!account) return sendHtml(res, 200, loginPage(details.uid, 'Neplatné jméno nebo heslo.'));
      return p.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'confirm' && details.prompt.name === 'consent') {
      return p.interactionFinished(req, res, { consent: { grantId: await grantConsent(p, details) } });
    }
    return sendHtml(res, 400, page('Chyba', '<p>Tento krok teď nelze provést.</p>'));
  }

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          preferred_username: account.preferredUsername,
        }),
      };
    },
  });

  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(?:\/(login|confirm|abort))?(?:\?.*)?$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    interaction(provider, req, res, match[2]).catch((error: unknown) => {
      sendHtml(res, 400, page('Chyba', `<p>${escape(String(error))}</p>`));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    signIn: (url, signInOptions) => playBrowser(issuer, new URL(url), signInOptions),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function grantConsent(p: Provider, details: InteractionDetails): Promise<string> {
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error('consent without a logged-in account');
  const grant =
    (details.grantId ? await p.Grant.find(details.grantId) : undefined) ??
    new p.Grant({ accountId, clientId: details.params.client_id });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
}

/** Follows the provider's redirects with a cookie jar and submits its forms the way a browser would. */
async function playBrowser(issuer: string, start: URL, options: SignInOptions): Promise<URL> {
  const origin = new URL(issuer).origin;
  const jar = new Map<string, string>();
  let url = start;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1).trim());
    }
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
    const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1] ?? '');
    const pick = (suffix: string) => {
      const action = actions.find((a) => a.endsWith(suffix));
      if (!action) throw new Error(`no ${suffix} form on the provider's page: ${html}`);
      return new URL(
        action.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
        url,
      );
    };
    if (html.includes('name="password"')) {
      if (html.includes('role="alert"')) throw new Error('the provider refused the login');
      url = pick('/login');
      body = new URLSearchParams({ login: options.login, password: options.password });
    } else {
      url = pick(options.consent === 'deny' ? '/abort' : '/confirm');
      body = new URLSearchParams();
    }
  }
  throw new Error('the provider did not send the browser back');
}
