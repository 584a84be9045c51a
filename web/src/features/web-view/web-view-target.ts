/** What the web view does with a requested address. */
export type WebViewTarget =
  /** An http(s) page of the site or of an allowed origin: shown inside the app. */
  | { kind: 'embed'; url: string; host: string; onSite: boolean }
  /** Another http(s) page: not embedded, the user may open it in a new tab. */
  | { kind: 'external'; url: string; host: string }
  /** No address, an unreadable one, or another scheme (javascript:, data:, …): never opened. */
  | { kind: 'invalid' };

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/**
 * Decides what `w/{url}` shows. An absolute address is taken as it is; anything else is a path on the
 * site (`w/obchodni-podminky` is the site's terms page). Only pages of the site's origin or of an
 * origin in `allow` are embedded.
 */
export function resolveWebViewTarget(
  requested: string | null | undefined,
  site: string,
  allow: readonly string[] = [],
): WebViewTarget {
  const raw = requested?.trim();
  if (!raw) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(raw, `${site}/`);
  } catch {
    return { kind: 'invalid' };
  }
  if (!isHttp(url) || url.username || url.password) return { kind: 'invalid' };
  const siteOrigin = new URL(site).origin;
  const onSite = url.origin === siteOrigin;
  if (onSite || allow.includes(url.origin)) return { kind: 'embed', url: url.href, host: url.host, onSite };
  return { kind: 'external', url: url.href, host: url.host };
}

/** The site pages the web view knows by name (SPEC §1), by their path. */
const SITE_PAGE_NAMES = {
  '/zasady-ochrany/': 'webView.page.privacy',
  '/obchodni-podminky/': 'webView.page.terms',
  '/studijni-plany/': 'webView.page.studyPlans',
  '/': 'webView.page.home',
} as const;

export type SitePageNameKey = (typeof SITE_PAGE_NAMES)[keyof typeof SITE_PAGE_NAMES];

/** The translation key naming a known site page, or null for any other page. */
export function sitePageNameKey(target: WebViewTarget): SitePageNameKey | null {
  if (target.kind !== 'embed' || !target.onSite) return null;
  const { pathname } = new URL(target.url);
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return SITE_PAGE_NAMES[path as keyof typeof SITE_PAGE_NAMES] ?? null;
}
