/** Where the web login sends the browser back: the app's login page of this deployment (SPEC §1, §4). */
export function appLoginAddress(siteUrl: string): string {
  const site = new URL(siteUrl);
  return `${site.protocol}//app.${site.host}/prihlaseni`;
}

/** The provider's redirect URI to register: the website's web-login callback. */
export const webLoginCallbackUrl = (siteUrl: string): string => `${siteUrl}/prihlaseni/web/zpet`;

/**
 * A `redirect_to` is accepted only when it is exactly the app's login page of this deployment; anything
 * else could hand the learner's token to someone else's page. Answers the normalised address or null.
 */
export function acceptedRedirect(redirectTo: unknown, siteUrl: string): string | null {
  if (typeof redirectTo !== 'string' || redirectTo.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return null;
  }
  const expected = appLoginAddress(siteUrl);
  const clean = !url.username && !url.password && !url.search && !url.hash;
  return clean && url.href === expected ? expected : null;
}

/** The address of the app's login page with the outcome of the web login. */
export function returnAddress(
  redirectTo: string,
  outcome: { status: 'success'; token: string } | { status: 'failed' | 'blocked' },
): string {
  const url = new URL(redirectTo);
  url.searchParams.set('status', outcome.status);
  if (outcome.status === 'success') url.searchParams.set('token', outcome.token);
  return url.href;
}
