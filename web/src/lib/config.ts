import type { SiteInfo } from '@studovna/core/domain';
import { clearCacheOnUpdateFrom } from './pwa/offline-cache-rules';

/** Build-time settings (Vite env) plus the site derived from the page address. */
export interface AppConfig extends SiteInfo {
  supportEmail: string;
  supportPhone: string;
  /** Third-party web login address; null hides the web-login button. */
  webLoginUrl: string | null;
  /** Version and build of the app (Settings); a new version may drop the persisted query cache. */
  version: string;
  build: string;
  /**
   * Preview mode (SPEC §4): guests and learners without the study plan are offered the sample tasks of
   * a course. On unless VITE_PREVIEW_MODE is 'false' or '0'.
   */
  previewMode: boolean;
  /** Origins besides the site whose pages the web view embeds (VITE_WEB_VIEW_ALLOW, comma-separated). */
  webViewAllow: string[];
  /** SPEC §4 session-expiry check; on unless VITE_SESSION_CHECK is 'false' or '0'. */
  sessionExpiryCheck: boolean;
  /** A new version erases what the old one kept (VITE_CLEAR_CACHE_ON_UPDATE, on unless 'false' or '0'). */
  clearCacheOnUpdate: boolean;
}

const env = import.meta.env;

export const DEFAULT_SUPPORT_EMAIL = 'podpora@studovna.cz';
export const DEFAULT_SUPPORT_PHONE = '+420 800 100 200';

/** VITE_PREVIEW_MODE: on unless set to 'false' or '0'. */
export const previewModeFrom = (value: string | undefined): boolean =>
  !['false', '0'].includes(value?.trim().toLowerCase() ?? '');

/** VITE_WEB_VIEW_ALLOW: comma-separated http(s) origins; anything else in the list is ignored. */
export function webViewAllowFrom(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').flatMap((entry) => {
    try {
      const url = new URL(entry.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * VITE_WEB_LOGIN_URL: an absolute http(s) address, or a path on the site (`/prihlaseni/web/` becomes
 * `${site}/prihlaseni/web/`); unset or anything else: no web login.
 */
export function webLoginUrlFrom(value: string | undefined, site: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed.startsWith('/') && !trimmed.startsWith('//') ? `${site}${trimmed}` : trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function createConfig(site: SiteInfo): AppConfig {
  return {
    ...site,
    supportEmail: env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
    supportPhone: env.VITE_SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_PHONE,
    webLoginUrl: webLoginUrlFrom(env.VITE_WEB_LOGIN_URL, site.site),
    version: env.VITE_APP_VERSION ?? 'dev',
    build: env.VITE_APP_BUILD ?? 'dev',
    previewMode: previewModeFrom(env.VITE_PREVIEW_MODE),
    clearCacheOnUpdate: clearCacheOnUpdateFrom(env.VITE_CLEAR_CACHE_ON_UPDATE),
    webViewAllow: webViewAllowFrom(env.VITE_WEB_VIEW_ALLOW),
    sessionExpiryCheck: previewModeFrom(env.VITE_SESSION_CHECK),
  };
}

/** Website pages of SPEC §1 (served by the server on the site host). */
export const sitePages = (site: string) => ({
  home: `${site}/`,
  terms: `${site}/obchodni-podminky/`,
  privacy: `${site}/zasady-ochrany/`,
  studyPlans: `${site}/studijni-plany/`,
});
