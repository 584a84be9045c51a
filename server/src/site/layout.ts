import { escapeHtml } from './escape-html';
import { mailLink, phoneLink, safeHref } from './links';
import type { SiteContext, SitePage } from './site-context';
import { siteStyles } from './styles';

export interface LayoutInput extends SitePage, SiteContext {
  /** The moment the page is rendered; decides the © year. Defaults to now. */
  now?: Date;
}

const SITE_NAME = 'Studovna';

function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} – ${SITE_NAME}`;
}

/**
 * A complete HTML5 document around a page body: header with the wordmark and navigation, the body
 * in a content card, and a footer with the legal links and support contact. Loads nothing external
 * and contains no script, so it works under a CSP that allows inline styles only.
 */
export function renderLayout({
  title,
  description,
  body,
  appUrl,
  supportEmail,
  supportPhone,
  now = new Date(),
}: LayoutInput): string {
  return appLinksOnTop(
    `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(documentTitle(title))}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="#3b3fb6">
<meta name="color-scheme" content="light dark">
<style>${siteStyles}</style>
</head>
<body>
<a class="skip-link" href="#obsah">Přeskočit na obsah</a>
<header class="site-header">
<div class="wrap">
<a class="wordmark" href="/">${SITE_NAME}</a>
<nav class="site-nav" aria-label="Hlavní navigace">
<ul>
<li><a href="/studijni-plany/">Studijní plány</a></li>
<li><a href="${escapeHtml(safeHref(appUrl))}">Otevřít aplikaci</a></li>
</ul>
</nav>
</div>
</header>
<main id="obsah" tabindex="-1">
<div class="wrap">
<article class="card">
${body}
</article>
</div>
</main>
<footer class="site-footer">
<div class="wrap">
<nav aria-label="Právní informace">
<ul>
<li><a href="/zasady-ochrany/">Zásady ochrany osobních údajů</a></li>
<li><a href="/obchodni-podminky/">Obchodní podmínky</a></li>
</ul>
</nav>
<p>Podpora: ${mailLink(supportEmail)} · ${phoneLink(supportPhone)}</p>
<p>© ${escapeHtml(now.getFullYear())} ${SITE_NAME}</p>
</div>
</footer>
</body>
</html>
`,
    appUrl,
  );
}

/**
 * Links into the app open it as the whole page: the app refuses to be framed, and the site may be shown
 * inside the app's web view.
 */
function appLinksOnTop(html: string, appUrl: string): string {
  const origin = escapeHtml(safeHref(appUrl).replace(/\/+$/, ''));
  return html.replace(/<a (?=[^>]*href="([^"]*)")/g, (tag, href: string) =>
    href === origin || href.startsWith(`${origin}/`) ? '<a target="_top" ' : tag,
  );
}
