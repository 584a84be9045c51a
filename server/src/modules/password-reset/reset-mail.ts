import { MAIL_LINK_STYLE, mailButton, mailDocument } from '../../lib/mail-layout';
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
  const html = mailDocument(RESET_MAIL_SUBJECT, [
    '<p>Ahoj,</p>',
    `<p>někdo – nejspíš ty – požádal o nastavení nového hesla k účtu <strong>„${e(username)}“</strong> (${e(email)}) ve Studovně.</p>`,
    mailButton(link, 'Nastavit nové heslo'),
    '<p>Odkaz platí <strong>1 hodinu</strong> a dá se použít <strong>jen jednou</strong>. Po nastavení nového hesla tě odhlásíme na všech zařízeních.</p>',
    `<p>Pokud jsi o nové heslo nežádal/a, tento e-mail smaž a nic dalšího nedělej: tvoje dosavadní heslo platí dál a bez tohoto odkazu ho nikdo nezmění. Kdyby ti něco přišlo podezřelé, napiš nám na <a href="mailto:${e(supportEmail)}" style="${MAIL_LINK_STYLE}">${e(supportEmail)}</a>.</p>`,
  ]);
  return { to: email, subject: RESET_MAIL_SUBJECT, text, html };
}
