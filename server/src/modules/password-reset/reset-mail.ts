import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../site/escape-html';

export interface ResetMailInput {
  /** The account's e-mail: where the message goes. */
  email: string;
  username: string;
  /** `${siteUrl}/obnova-hesla/?token=…` */
  link: string;
  supportEmail: string;
}

export const RESET_MAIL_SUBJECT = 'Nastavení nového hesla do Studovny';

/** The Czech e-mail with the reset link: plain text and a simple HTML version of the same words. */
export function passwordResetMail({ email, username, link, supportEmail }: ResetMailInput): MailMessage {
  const text = `Ahoj,

někdo – nejspíš ty – požádal o nastavení nového hesla k účtu „${username}“ (${email}) ve Studovně.

Nové heslo si nastavíš na této adrese:
${link}

Odkaz platí 1 hodinu a dá se použít jen jednou. Po nastavení nového hesla tě odhlásíme na všech zařízeních.

Pokud jsi o nové heslo nežádal/a, tento e-mail smaž a nic dalšího nedělej: tvoje dosavadní heslo platí dál a bez tohoto odkazu ho nikdo nezmění. Kdyby ti něco přišlo podezřelé, napiš nám na ${supportEmail}.

Tým Studovny
`;

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><title>${e(RESET_MAIL_SUBJECT)}</title></head>
<body style="margin:0;padding:24px;background:#f7f7fb;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1d1f33">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#3b3fb6">Studovna</p>
<p>Ahoj,</p>
<p>někdo – nejspíš ty – požádal o nastavení nového hesla k účtu <strong>„${e(username)}“</strong> (${e(email)}) ve Studovně.</p>
<p style="margin:24px 0"><a href="${e(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#3b3fb6;color:#ffffff;font-weight:bold;text-decoration:none">Nastavit nové heslo</a></p>
<p>Pokud tlačítko nefunguje, zkopíruj do prohlížeče tuto adresu:<br><a href="${e(link)}" style="color:#3b3fb6;word-break:break-all">${e(link)}</a></p>
<p>Odkaz platí <strong>1 hodinu</strong> a dá se použít <strong>jen jednou</strong>. Po nastavení nového hesla tě odhlásíme na všech zařízeních.</p>
<p>Pokud jsi o nové heslo nežádal/a, tento e-mail smaž a nic dalšího nedělej: tvoje dosavadní heslo platí dál a bez tohoto odkazu ho nikdo nezmění. Kdyby ti něco přišlo podezřelé, napiš nám na <a href="mailto:${e(supportEmail)}" style="color:#3b3fb6">${e(supportEmail)}</a>.</p>
<p style="margin-bottom:0">Tým Studovny</p>
</div>
</body>
</html>
`;
  return { to: email, subject: RESET_MAIL_SUBJECT, text, html };
}
