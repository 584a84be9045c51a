import { escapeHtml } from '../escape-html';
import { safeHref } from '../links';
import type { SiteContext, SitePage } from '../site-context';

/** Body of the website's 404 page (the route sets the status code). */
export function notFoundPage(ctx: SiteContext): SitePage {
  return {
    title: 'Stránka nenalezena',
    description: 'Hledaná stránka na webu Studovny neexistuje nebo byla přesunuta.',
    body: `
<h1>Stránka nenalezena</h1>
<p class="lead">Tuhle stránku jsme nenašli. Možná byla přesunuta, nebo je v adrese překlep.</p>
<p>Nevadí – pokračuj na úvodní stránku, nebo rovnou otevři aplikaci a vrať se k učení.</p>
<p class="actions">
<a class="button" href="/">Na úvodní stránku</a>
<a class="button button-secondary" href="${escapeHtml(safeHref(ctx.appUrl))}">Otevřít aplikaci</a>
</p>
`,
  };
}
