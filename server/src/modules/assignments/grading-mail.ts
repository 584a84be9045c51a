import { formatPoints } from '@studovna/core/studio';
import { mailButton, mailDocument, mailQuote } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../site/escape-html';

/** The e-mail a learner gets when their assignment is evaluated or sent back (decision 0026). */
export interface GradingMailInput {
  email: string;
  assignmentTitle: string;
  courseTitle: string;
  outcome:
    | { action: 'evaluate'; mark: number; highestMark: number; graduation: 'passed' | 'failed' }
    | { action: 'return'; deadline: Date | null };
  /** Plain text; '' without any. */
  feedback: string;
  /** The instructor attached a file to the feedback. */
  withFile: boolean;
  /** The assignment in the app. */
  link: string;
}

const prague = new Intl.DateTimeFormat('cs-CZ', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Prague',
});

export const gradingMailSubject = (input: Pick<GradingMailInput, 'assignmentTitle' | 'outcome'>) =>
  input.outcome.action === 'evaluate'
    ? `Tvůj úkol „${input.assignmentTitle}“ je ohodnocený`
    : `Tvůj úkol „${input.assignmentTitle}“ je vrácený k přepracování`;

/** What happened, in sentences, the same in both parts of the e-mail. */
function outcomeLines(input: GradingMailInput): string[] {
  const { outcome } = input;
  if (outcome.action === 'evaluate')
    return [
      `tvůj úkol „${input.assignmentTitle}“ v kurzu „${input.courseTitle}“ je ohodnocený.`,
      `Získal/a jsi ${formatPoints(outcome.mark)} z ${formatPoints(outcome.highestMark)} bodů – úkol je ${
        outcome.graduation === 'passed' ? 'splněný' : 'nesplněný'
      }.`,
    ];
  return [
    `tvůj úkol „${input.assignmentTitle}“ v kurzu „${input.courseTitle}“ je vrácený k přepracování: podívej se na komentář, oprav ho a odevzdej znovu.`,
    outcome.deadline
      ? `Odevzdat ho můžeš do ${prague.format(outcome.deadline)}.`
      : 'Odevzdat ho můžeš kdykoli, čas není omezený.',
  ];
}

export function gradingMail(input: GradingMailInput): MailMessage {
  const subject = gradingMailSubject(input);
  const lines = outcomeLines(input);
  const feedback = input.feedback.trim();
  const fileLine = input.withFile ? 'K hodnocení je přiložený soubor, najdeš ho u úkolu v aplikaci.' : '';
  const text = `Ahoj,

${lines.join('\n')}
${feedback ? `\nKomentář k úkolu:\n${feedback}\n` : ''}${fileLine ? `\n${fileLine}\n` : ''}
Úkol si otevřeš v aplikaci:
${input.link}

Tým Studovny
`;

  const e = escapeHtml;
  const html = mailDocument(subject, [
    '<p>Ahoj,</p>',
    ...lines.map((line) => `<p>${e(line)}</p>`),
    feedback
      ? `<p style="margin-bottom:4px"><strong>Komentář k úkolu:</strong></p>\n${mailQuote(feedback)}`
      : '',
    fileLine ? `<p>${e(fileLine)}</p>` : '',
    mailButton(input.link, 'Otevřít úkol'),
  ]);
  return { to: input.email, subject, text, html };
}
