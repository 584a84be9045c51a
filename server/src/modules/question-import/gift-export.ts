import { commentTokensLine } from './gift-comment-tokens';
import { escapeGift } from './gift-escapes';
import type { QuestionDraft, QuestionMessageCode } from './import-report';

/**
 * Why a draft cannot be written as GIFT, or `undefined`: GIFT has no sorting question, and one blank
 * only, which {@link toGift} writes on the line after the title and content — so the blank's placeholder
 * must be on the text's first line — and whose answers cannot hold `->` (Moodle's sign of matching).
 */
export function giftExportProblem(draft: QuestionDraft): QuestionMessageCode | undefined {
  if (draft.type === 'sorting_choice') return 'import.giftCannotWriteSorting';
  if (draft.type !== 'fill_in_blanks') return undefined;
  const [blank, ...more] = draft.blanks;
  if (!blank || more.length > 0) return 'import.giftCannotWriteBlanks';
  const placeholder = `{{${blank.id}}}`;
  const [firstLine = ''] = draft.text.split('\n');
  const once = draft.text.indexOf(placeholder) === draft.text.lastIndexOf(placeholder);
  // an answer with "->" would make Moodle read the question as matching
  const answers =
    blank.comparison === 'equal' ? [blank.answer] : blank.comparison === 'any' ? blank.answers : [];
  const readable = answers.every((answer) => !answer.includes('->'));
  return firstLine.includes(placeholder) && once && readable ? undefined : 'import.giftCannotWriteBlanks';
}

/**
 * Drafts as a GIFT file that Moodle imports and {@link parseGift} reads back to the same drafts (the
 * blank named `b1`): each question under a comment with its topics, mark, difficulty and hint, named by
 * its title, its text `[html]` — the title on the first line, the content after it, a fill-in text after
 * that — and the explanation as general feedback. Drafts {@link giftExportProblem} refuses are left out.
 */
export function toGift(drafts: readonly QuestionDraft[]): string {
  return drafts
    .filter((draft) => giftExportProblem(draft) === undefined)
    .map((draft) => {
      const comment = commentTokensLine(draft);
      return `${comment ? `${comment}\n` : ''}::${escapeGift(draft.title)}::[html]${questionBody(draft)}\n`;
    })
    .join('\n');
}

const KNOWN_FORMAT = /^\[(?:moodle|html|plain|markdown)\]/;
/** A text as GIFT writes it, with an `[html]` before it when it starts like a format of its own. */
const text = (value: string): string => (KNOWN_FORMAT.test(value) ? '[html]' : '') + escapeGift(value);

function questionBody(draft: QuestionDraft): string {
  const heading = draft.content ? `${draft.title}\n${draft.content}` : draft.title;
  const general = draft.explanation ? `\t####${text(draft.explanation)}\n` : '';
  if (draft.type !== 'fill_in_blanks') return `${escapeGift(heading)}{\n${answerLines(draft)}${general}}`;
  const blank = draft.blanks[0]!;
  const [before = '', after = ''] = draft.text.split(`{{${blank.id}}}`);
  const answers =
    blank.comparison === 'range'
      ? `#\n\t=%100%${blank.min}..${blank.max}\n`
      : `\n${(blank.comparison === 'equal' ? [blank.answer] : blank.answers).map((a) => `\t=%100%${text(a)}\n`).join('')}`;
  return `${escapeGift(`${heading}\n${before}`)}{${answers}${general}}${escapeGift(after)}`;
}

/** A wrong option, with an explicit 0 % when its text would otherwise read as a weight. */
const wrong = (title: string) => `\t~${title.startsWith('%') ? '%0%' : ''}${text(title)}\n`;

function answerLines(draft: Exclude<QuestionDraft, { type: 'fill_in_blanks' }>): string {
  switch (draft.type) {
    case 'sorting_choice':
      return ''; // GIFT has none (giftExportProblem)
    case 'true_or_false':
      return `\t${draft.answer ? 'TRUE' : 'FALSE'}\n`;
    case 'single_choice':
      return draft.options.map((o) => (o.correct ? `\t=${text(o.title)}\n` : wrong(o.title))).join('');
    case 'multi_choice': {
      const right = draft.options.filter((o) => o.correct).length;
      const weight = Number((100 / Math.max(right, 1)).toFixed(5));
      return draft.options
        .map((o) => (o.correct ? `\t~%${weight}%${text(o.title)}\n` : wrong(o.title)))
        .join('');
    }
  }
}
