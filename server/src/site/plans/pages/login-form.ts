import { escapeHtml } from '../../escape-html';
import { safeHref } from '../../links';
import { renderNotice, type Notice } from './notice';

export interface LoginFormState {
  /** What the learner typed, shown again after a failed attempt (never the password). */
  username: string;
  /** The Czech message of a failed attempt. */
  error: string | null;
  /** The family section to return to after signing in. */
  returnTo: string | null;
  /** Why the learner is asked to sign in (a guest who chose a plan). */
  notice: Notice | null;
}

export const emptyLogin: LoginFormState = { username: '', error: null, returnTo: null, notice: null };

/** The website's sign-in form (username or e-mail, password), its error, and the way to register. */
export function renderLoginForm(appUrl: string, state: LoginFormState): string {
  const invalid = state.error ? ' aria-invalid="true" aria-describedby="prihlaseni-chyba"' : '';
  const error = state.error
    ? `<p class="form-error" id="prihlaseni-chyba" role="alert">${escapeHtml(state.error)}</p>`
    : '';
  const returnTo = state.returnTo
    ? `<input type="hidden" name="zpet" value="${escapeHtml(state.returnTo)}">`
    : '';
  const app = safeHref(appUrl).replace(/\/+$/, '');
  return `<section class="signin" id="prihlaseni" aria-labelledby="prihlaseni-nadpis">
<h2 id="prihlaseni-nadpis">Přihlášení</h2>
${renderNotice(state.notice)}
<p>Plán se přidá k tvému účtu ve Studovně. Přihlas se stejnými údaji jako v aplikaci.</p>
${error}
<form class="form" method="post" action="/studijni-plany/prihlaseni#prihlaseni">
${returnTo}
<div class="field">
<label for="prihlaseni-jmeno">Uživatelské jméno nebo e-mail</label>
<input id="prihlaseni-jmeno" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(state.username)}"${invalid}>
</div>
<div class="field">
<label for="prihlaseni-heslo">Heslo</label>
<input id="prihlaseni-heslo" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
<p class="actions"><button class="button" type="submit">Přihlásit se</button></p>
</form>
<p>Ještě nemáš účet? <a href="${escapeHtml(`${app}/registrace`)}">Zaregistruj se v aplikaci</a>.
Zapomněl/a jsi heslo? <a href="${escapeHtml(`${app}/zapomenute-udaje`)}">Obnov si ho</a>.</p>
</section>`;
}
