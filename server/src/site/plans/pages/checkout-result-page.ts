import { message } from '@studovna/core';
import { escapeHtml } from '../../escape-html';
import { safeHref } from '../../links';
import type { SiteContext, SitePage } from '../../site-context';
import { formatCzechDateTime } from '../czech-format';

export type CheckoutResult =
  | { kind: 'paid'; planName: string; expiresAt: Date | null }
  | { kind: 'failed'; planName: string }
  | { kind: 'pending'; planName: string };

const appHome = (site: SiteContext) => escapeHtml(`${safeHref(site.appUrl).replace(/\/+$/, '')}/`);

function paid(site: SiteContext, result: { planName: string; expiresAt: Date | null }): SitePage {
  const until = result.expiresAt
    ? `<p>Plán <strong>${escapeHtml(result.planName)}</strong> platí do
${escapeHtml(formatCzechDateTime(result.expiresAt))}.</p>`
    : `<p>Plán <strong>${escapeHtml(result.planName)}</strong> je zaplacený.</p>`;
  return {
    title: 'Objednávka dokončena',
    description: 'Studijní plán je aktivní.',
    body: `
<p class="eyebrow">Objednávka dokončena</p>
<h1>Děkujeme za objednávku</h1>
<p class="notice notice-success" role="status">${escapeHtml(message('subscription.activated', 'cs'))}</p>
${until}
<p>Objednávku najdeš v aplikaci v přehledu Moje objednávky.</p>
<p class="actions"><a class="button button-large" href="${appHome(site)}">Zpět do aplikace</a></p>
<p><a href="/studijni-plany/">Studijní plány</a></p>
`,
  };
}

function failed(site: SiteContext, result: { planName: string }): SitePage {
  return {
    title: message('subscription.orderFailed', 'cs'),
    description: 'Objednávku studijního plánu se nepodařilo dokončit.',
    body: `
<h1>${escapeHtml(message('subscription.orderFailed', 'cs'))}</h1>
<p class="notice notice-error" role="alert">${escapeHtml(message('subscription.onlyOne', 'cs'))}</p>
<p>Plán <strong>${escapeHtml(result.planName)}</strong> jsme neaktivovali a nic jsme ti neúčtovali.</p>
<p class="actions">
<a class="button" href="${appHome(site)}">Zpět do aplikace</a>
<a class="button button-secondary" href="/studijni-plany/">Studijní plány</a>
</p>
`,
  };
}

function pending(site: SiteContext, result: { planName: string }): SitePage {
  return {
    title: 'Čekáme na platbu',
    description: 'Platba studijního plánu zatím nebyla potvrzena.',
    body: `
<h1>Čekáme na platbu</h1>
<p class="notice notice-info" role="status">Platbu za plán <strong>${escapeHtml(result.planName)}</strong>
zatím nemáme potvrzenou. Načti tuto stránku za chvíli znovu.</p>
<p class="actions">
<a class="button button-secondary" href="/studijni-plany/">Studijní plány</a>
<a class="button button-secondary" href="${appHome(site)}">Zpět do aplikace</a>
</p>
`,
  };
}

/** `/studijni-plany/hotovo/<checkoutId>`: where every checkout ends, paid or not. */
export function checkoutResultPage(site: SiteContext, result: CheckoutResult): SitePage {
  if (result.kind === 'paid') return paid(site, result);
  if (result.kind === 'failed') return failed(site, result);
  return pending(site, result);
}
