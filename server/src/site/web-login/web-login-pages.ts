import { message } from '@studovna/core';
import { escapeHtml } from '../escape-html';
import { safeHref } from '../links';
import type { SiteContext, SitePage } from '../site-context';

const backToApp = (ctx: SiteContext) => `<p class="actions">
<a class="button" href="${escapeHtml(safeHref(`${ctx.appUrl}/prihlaseni`))}">Přihlásit se v aplikaci</a>
<a class="button button-secondary" href="/">Na úvodní stránku</a>
</p>`;

/** The web login was asked to send the browser somewhere else than the app's login page (400). */
export function badReturnAddressPage(ctx: SiteContext): SitePage {
  return {
    title: 'Přihlášení přes web nelze spustit',
    description: 'Odkaz na přihlášení přes web nevede zpět do aplikace Studovna.',
    body: `
<h1>Přihlášení přes web nelze spustit</h1>
<p class="lead">Tento odkaz na přihlášení nevede zpět do aplikace Studovna, a tak jím přihlášení nezačneme.</p>
<p>Otevři aplikaci a zvol „Přihlásit se přes web“ na její přihlašovací obrazovce.</p>
${backToApp(ctx)}
`,
  };
}

/** The deployment offers no web login (404). */
export function webLoginNotConfiguredPage(ctx: SiteContext): SitePage {
  const text = message('weblogin.notConfigured');
  return {
    title: 'Přihlášení přes web',
    description: text,
    body: `
<h1>Přihlášení přes web</h1>
<p class="lead">${escapeHtml(text)}</p>
<p>Přihlas se v aplikaci jménem a heslem.</p>
${backToApp(ctx)}
`,
  };
}
