/**
 * SPEC §1 deployment rule: the app is served from `app.{site}` and derives the site (the API and
 * website host) by stripping the `app.` prefix from its own address. Without the prefix it refuses
 * to start.
 */
export const INVALID_DEPLOYMENT_MESSAGE = 'Invalid deployment: required application domain!';

const APP_PREFIX = 'app.';

export interface SiteInfo {
  /** Origin of the site, e.g. `http://localhost:3000`; API paths are appended to it. */
  site: string;
  /** Host name of the site without port, e.g. `localhost`; names the storage key. */
  domain: string;
}

/**
 * @param protocol `location.protocol`, e.g. `https:` (a missing colon is tolerated)
 * @param host `location.host`, host name with an optional port, e.g. `app.localhost:3000`
 */
export function deriveSite(protocol: string, host: string): SiteInfo | null {
  const scheme = protocol.trim().toLowerCase().replace(/:$/, '');
  if (scheme !== 'http' && scheme !== 'https') return null;
  const normalized = host.trim().toLowerCase();
  if (!normalized.startsWith(APP_PREFIX)) return null;
  const siteHost = normalized.slice(APP_PREFIX.length);
  const match = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/.exec(siteHost);
  if (!match) return null;
  const domain = match[1] as string;
  return { site: `${scheme}://${siteHost}`, domain };
}
