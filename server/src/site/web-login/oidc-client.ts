import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the provider says about the person who logged in. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  preferredUsername?: string;
  givenName?: string;
  familyName?: string;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Plain http is allowed only for a provider on this machine (development and tests). */
export const insecureAllowed = (issuer: string): boolean => {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

async function discover(settings: OidcSettings): Promise<oidc.Configuration> {
  const insecure = insecureAllowed(settings.issuer);
  const execute = insecure ? [oidc.allowInsecureRequests] : [];
  const config = await oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    oidc.ClientSecretBasic(settings.clientSecret),
    { execute, timeout: DISCOVERY_TIMEOUT_SECONDS },
  );
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  if (!methods || methods.includes('client_secret_basic') || !methods.includes('client_secret_post'))
    return config;
  // a provider that takes the secret only in the request body
  const post = new oidc.Configuration(
    config.serverMetadata(),
    settings.clientId,
    settings.clientSecret,
    oidc.ClientSecretPost(settings.clientSecret),
  );
  if (insecure) oidc.allowInsecureRequests(post);
  return post;
}

/**
 * The website as an OpenID Connect client of one provider. Discovery happens on first use and is kept;
 * a failed discovery is tried again on the next login.
 */
export function createOidcClient(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () =>
    (discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    }));

  return {
    /** The provider's authorization address for a new login, with fresh state, nonce and PKCE verifier. */
    async authorizationRequest(redirectUri: string): Promise<AuthorizationRequest> {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, state, nonce, codeVerifier };
    },

    /**
     * Checks the provider's answer at the callback address against the stored state and nonce, exchanges
     * the code and reads who logged in (ID token, completed by the userinfo endpoint). Throws on any failure,
     * including an error answer such as access_denied.
     */
    async identify(
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<ProviderIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider answered without an ID token');
      const claims: Record<string, unknown> = config.serverMetadata().userinfo_endpoint
        ? { ...idToken, ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)) }
        : { ...idToken };
      return {
        issuer: config.serverMetadata().issuer,
        subject: idToken.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: text(claims.name),
        preferredUsername: text(claims.preferred_username),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
