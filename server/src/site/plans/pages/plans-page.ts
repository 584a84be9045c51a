import { message } from '@studovna/core';
import {
  FAMILY_NAMES,
  PLAN_FAMILIES,
  planBullets,
  renderPrice,
  type PlanContent,
  type PlanFamily,
} from '@studovna/core/domain';
import { escapeHtml } from '../../escape-html';
import { safeHref } from '../../links';
import type { SiteContext, SitePage } from '../../site-context';
import type { PlanRow } from '../../../modules/subscriptions/subscriptions.service';
import { formatCzechDateTime, periodLabel } from '../czech-format';
import type { SiteSession } from '../site-session';
import { renderLoginForm, type LoginFormState } from './login-form';
import { renderNotice, type Notice } from './notice';

export interface ActivePlan {
  name: string;
  family: PlanFamily;
  expiresAt: Date;
}

export interface PlansPageModel {
  plans: readonly PlanRow[];
  /** What each family's courses hold, for its bullets. */
  content: Record<PlanFamily, PlanContent>;
  session: SiteSession | null;
  active: ActivePlan | null;
  notice: Notice | null;
  login: LoginFormState;
}

const GUEST_HINT = `<div class="account-bar">
<p>Plán si koupíš po přihlášení ke svému účtu.</p>
<a class="button button-secondary button-small" href="#prihlaseni">Přihlásit se</a>
</div>`;

const SHORT_NAMES: Record<PlanFamily, string> = { osp: 'OSP', zsv: 'ZSV', tsp: 'TSP' };

function accountBar(session: SiteSession): string {
  return `<div class="account-bar">
<p>Jsi přihlášen/a jako <strong>${escapeHtml(session.displayName)}</strong> (${escapeHtml(session.username)}).</p>
<form method="post" action="/studijni-plany/odhlaseni">
<input type="hidden" name="csrf" value="${escapeHtml(session.csrf)}">
<button class="button button-secondary button-small" type="submit">Odhlásit se</button>
</form>
</div>`;
}

function activePlanCallout(active: ActivePlan): string {
  return `<div class="callout active-plan">
<p><strong>Tvůj aktivní plán: ${escapeHtml(active.name)}</strong></p>
<p>Platí do ${escapeHtml(formatCzechDateTime(active.expiresAt))}.</p>
</div>`;
}

function periodItem(plan: PlanRow, session: SiteSession | null, canBuy: boolean): string {
  const label = periodLabel(plan.period_unit, plan.period_count);
  const buy = canBuy
    ? `<form method="post" action="/studijni-plany/objednat">
<input type="hidden" name="plan_id" value="${escapeHtml(plan.id)}">
${session ? `<input type="hidden" name="csrf" value="${escapeHtml(session.csrf)}">` : ''}
<button class="button button-block" type="submit">Koupit<span class="visually-hidden"> ${escapeHtml(plan.name)}</span></button>
</form>`
    : '';
  return `<li class="plan-period">
<h3>${escapeHtml(label)}</h3>
<p class="plan-price">${escapeHtml(renderPrice(plan.price))}</p>
${buy}
</li>`;
}

function familySection(family: PlanFamily, plans: readonly PlanRow[], model: PlansPageModel): string {
  const own = plans.filter((p) => p.family === family);
  if (own.length === 0) return '';
  const activeHere = model.active?.family === family;
  const badge = activeHere ? ' <span class="badge">Aktivní</span>' : '';
  const onlyOne = model.active
    ? `<p class="notice notice-info">${escapeHtml(message('subscription.onlyOne', 'cs'))}</p>`
    : '';
  return `<section class="plan-family" id="${family}" aria-labelledby="${family}-nadpis">
<h2 id="${family}-nadpis">${escapeHtml(FAMILY_NAMES[family])}${badge}</h2>
<ul class="plan-bullets">
${planBullets(family, model.content[family])
  .map((b) => `<li>${escapeHtml(b)}</li>`)
  .join('\n')}
</ul>
<ul class="plan-periods" aria-label="Délka plánu a cena (${SHORT_NAMES[family]})">
${own.map((plan) => periodItem(plan, model.session, !model.active)).join('\n')}
</ul>
${onlyOne}
</section>`;
}

/** {site}/studijni-plany/: the families with their bullets and prices, sign-in, the active plan. */
export function plansPage(site: SiteContext, model: PlansPageModel): SitePage {
  const app = safeHref(site.appUrl).replace(/\/+$/, '');
  const families = PLAN_FAMILIES.filter((f) => model.plans.some((p) => p.family === f));
  const body = `
<h1>Studijní plány</h1>
<p class="lead">Se studijním plánem se ti odemknou všechny kategorie zkoušky, na kterou se připravuješ.
Vyber si zkoušku a na jak dlouho plán chceš.</p>
${renderNotice(model.notice)}
${model.session ? accountBar(model.session) : GUEST_HINT}
${model.active ? activePlanCallout(model.active) : ''}
${
  families.length > 0
    ? `<nav class="family-nav" aria-label="Zkoušky">
<ul>
${families.map((f) => `<li><a href="#${f}">${SHORT_NAMES[f]}</a></li>`).join('\n')}
</ul>
</nav>
${families.map((f) => familySection(f, model.plans, model)).join('\n')}`
    : `<p class="notice notice-info">Studijní plány teď nejsou v nabídce. Zkus to prosím později.</p>`
}
${model.session ? '' : renderLoginForm(site.appUrl, model.login)}
<p class="meta">Ceny jsou konečné, včetně všech daní a poplatků. Plán začne platit hned po zaplacení a po skončení období
se sám neprodlužuje. Podrobnosti najdeš v <a href="/obchodni-podminky/">obchodních podmínkách</a>.</p>
<p class="actions"><a class="button button-secondary" href="${escapeHtml(`${app}/`)}">Zpět do aplikace</a></p>
`;
  return {
    title: 'Studijní plány',
    description:
      'Studijní plány Studovny pro OSP, ZSV a TSP: vyřešené úlohy s vysvětlením, testy s vyhodnocením ' +
      'a percentilem. Na den, týden, měsíc nebo tři měsíce.',
    body,
  };
}
