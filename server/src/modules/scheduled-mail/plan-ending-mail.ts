import { mailButton, mailDocument } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml as e } from '../../site/escape-html';

/** The e-mail telling a learner their study plan ends in 3 days (decision 0031). */
export interface PlanEndingMailInput {
  email: string;
  planName: string;
  expiresAt: Date;
  /** The study plans in the app. */
  link: string;
}

const prague = new Intl.DateTimeFormat('cs-CZ', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Prague',
});

export const PLAN_ENDING_SUBJECT = 'Tvůj studijní plán za 3 dny končí';

export function planEndingMail(input: PlanEndingMailInput): MailMessage {
  const lines = [
    `tvůj studijní plán „${input.planName}“ končí ${prague.format(input.expiresAt)}. Potom se ti jeho prémiový obsah zamkne.`,
    'Pokud se chceš připravovat dál, vyber si v aplikaci nový plán. To, co máš rozpracované, zůstane.',
  ];
  const text = `Ahoj,

${lines.join('\n\n')}

Studijní plány najdeš v aplikaci:
${input.link}

Tým Studovny
`;
  const html = mailDocument(PLAN_ENDING_SUBJECT, [
    '<p>Ahoj,</p>',
    ...lines.map((line) => `<p>${e(line)}</p>`),
    mailButton(input.link, 'Vybrat studijní plán'),
  ]);
  return { to: input.email, subject: PLAN_ENDING_SUBJECT, text, html };
}
