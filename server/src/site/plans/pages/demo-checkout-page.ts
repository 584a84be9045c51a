import { renderPrice } from '@studovna/core/domain';
import { escapeHtml } from '../../escape-html';
import type { SitePage } from '../../site-context';

export interface DemoCheckoutModel {
  checkoutId: string;
  planName: string;
  amount: number;
  csrf: string;
}

/** The demo provider's checkout: says plainly that nothing is charged, and lets the learner pay or cancel. */
export function demoCheckoutPage(model: DemoCheckoutModel): SitePage {
  const id = encodeURIComponent(model.checkoutId);
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(model.csrf)}">`;
  return {
    title: 'Ukázková platba',
    description: 'Ukázková pokladna Studovny: nic se neplatí, plán se aktivuje bez platby.',
    body: `
<p class="eyebrow">Pokladna</p>
<h1>Ukázková platba</h1>
<div class="callout callout-warning">
<p><strong>Toto je jen ukázka platby.</strong> Nic se neplatí a nezadáváš žádné platební údaje.
Po potvrzení se plán aktivuje, jako by byl zaplacený.</p>
</div>
<dl class="summary">
<div><dt>Studijní plán</dt><dd>${escapeHtml(model.planName)}</dd></div>
<div><dt>Cena</dt><dd>${escapeHtml(renderPrice(model.amount))}</dd></div>
</dl>
<div class="actions">
<form method="post" action="/pokladna/demo/${id}/zaplatit">
${csrf}
<button class="button" type="submit">Zaplatit (ukázka)</button>
</form>
<form method="post" action="/pokladna/demo/${id}/zrusit">
${csrf}
<button class="button button-secondary" type="submit">Zrušit</button>
</form>
</div>
`,
  };
}
