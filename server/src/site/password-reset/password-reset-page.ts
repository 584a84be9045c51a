import { message, type PlainMessageCode } from '@studovna/core';
import { escapeHtml } from '../escape-html';
import { safeHref } from '../links';
import type { SiteContext, SitePage } from '../site-context';

export const RESET_PAGE_PATH = '/obnova-hesla/';

const DESCRIPTION = 'Nastavení nového hesla k účtu ve Studovně přes odkaz z e-mailu.';

export interface ResetFormState {
  token: string;
  username: string;
  /** The refused field and why; none on the first view. */
  error?: { messageCode: PlainMessageCode; field: 'password' | 'confirm' };
}

/** The form behind a usable link: the new password twice. */
export const resetFormPage =
  ({ token, username, error }: ResetFormState) =>
  (): SitePage => {
    const invalid = (field: 'password' | 'confirm') =>
      error?.field === field ? ' aria-invalid="true" autofocus' : '';
    const described = (field: 'password' | 'confirm', hint?: string) => {
      const ids = [hint, error?.field === field ? 'reset-error' : undefined].filter(Boolean);
      return ids.length ? ` aria-describedby="${ids.join(' ')}"` : '';
    };
    return {
      title: 'Nové heslo',
      description: DESCRIPTION,
      body: `
<h1>Nastav si nové heslo</h1>
<p>Nové heslo pro účet <strong>${escapeHtml(username)}</strong>. Po uložení tě odhlásíme na všech zařízeních.</p>
${error ? `<p class="form-error" id="reset-error" role="alert">${escapeHtml(message(error.messageCode))}</p>` : ''}
<form class="form" method="post" action="${RESET_PAGE_PATH}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="text" name="username" value="${escapeHtml(username)}" autocomplete="username" readonly hidden>
<div class="field">
<label for="password">Nové heslo</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"${described('password', 'password-hint')}${invalid('password')}>
<p class="hint" id="password-hint">Alespoň 8 znaků.</p>
</div>
<div class="field">
<label for="password-confirm">Nové heslo znovu</label>
<input id="password-confirm" name="password_confirm" type="password" autocomplete="new-password" required${described('confirm')}${invalid('confirm')}>
</div>
<div class="actions">
<button class="button" type="submit">Nastavit heslo</button>
</div>
</form>
`,
    };
  };

/** A link that is unknown, used or expired: say so and offer a new one in the app. */
export function invalidLinkPage(ctx: SiteContext): SitePage {
  return {
    title: 'Neplatný odkaz',
    description: DESCRIPTION,
    body: `
<h1>Odkaz nelze použít</h1>
<p>${escapeHtml(message('reset.invalidLink'))}</p>
<div class="actions">
<a class="button" href="${escapeHtml(safeHref(`${ctx.appUrl}/zapomenute-udaje`))}">Požádat o nový odkaz</a>
</div>
`,
  };
}

/** The password is set: on to the app's login. */
export function resetDonePage(ctx: SiteContext): SitePage {
  return {
    title: 'Heslo je nastavené',
    description: DESCRIPTION,
    body: `
<h1>Hotovo</h1>
<p role="status">${escapeHtml(message('reset.done'))}</p>
<div class="actions">
<a class="button" href="${escapeHtml(safeHref(`${ctx.appUrl}/prihlaseni`))}">Přihlásit se</a>
</div>
`,
  };
}
