/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the third-party web login; the button shows only when it is set. */
  readonly VITE_WEB_LOGIN_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  /** Preview mode (sample tasks for guests and learners without the plan); on unless 'false' or '0'. */
  readonly VITE_PREVIEW_MODE?: string;
  /** Origins besides the site whose pages the web view may embed, comma-separated. */
  readonly VITE_WEB_VIEW_ALLOW?: string;
  /** The session-expiry check runs unless 'false' or '0'. */
  readonly VITE_SESSION_CHECK?: string;
  /** Set by vite.config.ts from the root package.json. */
  readonly VITE_APP_VERSION?: string;
  readonly VITE_APP_BUILD?: string;
  /** A new version's service worker erases the old offline caches unless 'false' or '0'. */
  readonly VITE_CLEAR_CACHE_ON_UPDATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
