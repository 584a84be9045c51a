import { MAIL_LINK_STYLE, mailButton, mailDocument } from '../../lib/mail-layout';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml as e } from '../../site/escape-html';
import type { FlaggedQuestionLine } from './flagged-questions';

/** The instructor's Monday summary (decision 0031): what waits for grading, which questions to look at. */
export interface WeeklySummaryInput {
  email: string;
  /** The answers waiting longest, at most a few. */
  waiting: { id: number; learner: string; assignment: string; course: string; submittedAt: Date | null }[];
  /** How many answers wait in all, and how many of them were handed in during the last week. */
  waitingTotal: number;
  handedInThisWeek: number;
  flagged: readonly FlaggedQuestionLine[];
  /** The app's origin: links go to its studio. */
  appUrl: string;
}

export const WEEKLY_SUMMARY_SUBJECT = 'Týdenní přehled tvých kurzů ve Studovně';

const pluralRules = new Intl.PluralRules('cs');
/** Czech: 1 úkol, 2 úkoly, 5 úkolů. */
const czech = (n: number, one: string, few: string, many: string) => {
  const form = pluralRules.select(n);
  return form === 'one' ? one : form === 'few' ? few : many;
};

const day = new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' });

/** A line of a list and where it leads: the same in the text part and the HTML. */
interface Line {
  text: string;
  href: string;
}

export function weeklySummaryMail(input: WeeklySummaryInput): MailMessage | null {
  const { waitingTotal: total, flagged } = input;
  if (total === 0 && flagged.length === 0) return null;
  const queue = `${input.appUrl}/studio/hodnoceni`;

  const waitingIntro =
    total === 0
      ? ''
      : `Na hodnocení ${czech(total, 'čeká', 'čekají', 'čeká')} ${total} ${czech(total, 'odevzdaný úkol', 'odevzdané úkoly', 'odevzdaných úkolů')}, nově za poslední týden: ${input.handedInThisWeek}.`;
  const waitingLines: Line[] = input.waiting.map((answer) => ({
    text: `${answer.learner} – ${answer.assignment} (${answer.course})${
      answer.submittedAt ? `, odevzdáno ${day.format(answer.submittedAt)}` : ''
    }`,
    href: `${queue}/${answer.id}`,
  }));
  const more = total - input.waiting.length;
  const moreLine = more > 0 ? `…a ${more} ${czech(more, 'další', 'další', 'dalších')}.` : '';
  const flaggedIntro =
    flagged.length === 0
      ? ''
      : 'Analýza položek označila tyto otázky z tvých kurzů, stojí za to se na ně podívat:';
  const flaggedLines: Line[] = flagged.map((line) => ({
    text: `${line.question}: ${line.reason}`,
    href: `${input.appUrl}${line.path}`,
  }));

  const textList = (lines: Line[]) => lines.map((line) => `- ${line.text}\n  ${line.href}`).join('\n');
  const text = [
    'Ahoj,',
    'tady je týdenní přehled tvých kurzů.',
    ...(waitingIntro
      ? [
          waitingIntro,
          textList(waitingLines) + (moreLine ? `\n${moreLine}` : ''),
          `Všechny najdeš tady:\n${queue}`,
        ]
      : []),
    ...(flaggedIntro ? [flaggedIntro, textList(flaggedLines)] : []),
    'Tým Studovny',
  ].join('\n\n');

  const htmlList = (lines: Line[]) =>
    `<ul style="padding-left:20px">${lines
      .map((line) => `<li><a href="${e(line.href)}" style="${MAIL_LINK_STYLE}">${e(line.text)}</a></li>`)
      .join('')}</ul>`;
  const html = mailDocument(WEEKLY_SUMMARY_SUBJECT, [
    '<p>Ahoj,</p>',
    '<p>tady je týdenní přehled tvých kurzů.</p>',
    ...(waitingIntro
      ? [
          '<h2 style="font-size:18px;margin:24px 0 8px">Úkoly k hodnocení</h2>',
          `<p>${e(waitingIntro)}</p>`,
          htmlList(waitingLines),
          moreLine ? `<p>${e(moreLine)}</p>` : '',
          mailButton(queue, 'Otevřít hodnocení'),
        ]
      : []),
    ...(flaggedIntro
      ? [
          '<h2 style="font-size:18px;margin:24px 0 8px">Otázky k revizi</h2>',
          `<p>${e(flaggedIntro)}</p>`,
          htmlList(flaggedLines),
        ]
      : []),
  ]);
  return { to: input.email, subject: WEEKLY_SUMMARY_SUBJECT, text: text + '\n', html };
}
