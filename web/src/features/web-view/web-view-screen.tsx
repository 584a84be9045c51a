import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { useConfig } from '../../lib/config-context';
import { EmbeddedPage } from './embedded-page';
import { WebViewRefused } from './web-view-refused';
import { resolveWebViewTarget, sitePageNameKey } from './web-view-target';

export interface WebViewScreenProps {
  /** The page to show; `href` and `url` come before the route's `w/{url}`. */
  href?: string;
  url?: string;
  /** The page's name for the frame's title; else a known site page's name, else the host. */
  title?: string;
}

/** Route state other screens may pass to `w/{url}`. */
export interface WebViewRouteState {
  title?: string;
}

/**
 * Web view `w/{url}` (SPEC §2): a page of the site, or of an allowed origin, embedded full-page
 * with the round back button; any other address is explained, never embedded.
 */
export function WebViewScreen({ href, url, title }: WebViewScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const state = (useLocation().state ?? {}) as WebViewRouteState;
  const { site, webViewAllow } = useConfig();
  const target = resolveWebViewTarget(href ?? url ?? params.url, site, webViewAllow);
  if (target.kind !== 'embed') return <WebViewRefused target={target} />;
  const nameKey = sitePageNameKey(target);
  const name = title ?? state.title ?? (nameKey ? t(nameKey) : target.host);
  return <EmbeddedPage key={target.url} url={target.url} title={name} />;
}
