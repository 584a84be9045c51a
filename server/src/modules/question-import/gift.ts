import { readCommentTokens, type CommentTokens } from './gift-comment-tokens';
import { brokenTexCommands, endsInMath, protectEscapes, restoreEscapes } from './gift-escapes';
import {
  ReportBuilder,
  type ImportReport,
  type QuestionDraft,
  type QuestionMessageCode,
} from './import-report';
import { readableText } from './import-text';
import { readNumber, toleranceRange } from './numeric-answer';
import {
  categoryTopic,
  isKeptFormat,
  textAsHtml,
  titleAndContent,
  uniqueTopics,
  type TextFormat,
} from './question-text';

/**
 * Moodle GIFT, read as `qformat_gift` reads it: questions are blocks between blank lines; a line starting
 * with `//` is a comment (Moodle's `[tag:…]` there become topics); `$CATEGORY:` sets the topic of the
 * questions after it; `::name::`, a `[html]`/`[moodle]`/`[plain]`/`[markdown]` text format, the answers in
 * braces (`=` right, `~` wrong, `~%50%` weighted, `#` feedback, `####` general feedback → explanation).
 * Types as Moodle tells them apart: `{T}`/`{FALSE}` true or false; `~` multiple choice (single with `=`,
 * several right ones → multi choice); `{=a =b}` short answer and `{#3.14:0.01}`/`{#1..5}` numerical →
 * fill in the blanks with the blank at the brace (or after the text); matching (`->`) and essay (`{}`)
 * are reported as unsupported. Never throws: what cannot be read is a problem of its line.
 */
export function parseGift(input: string): ImportReport {
  const report = new ReportBuilder();
  const text = readableText(input, report);
  let topic: string | undefined;
  for (const block of blocksOf(text)) {
    let body = block.filter((line) => !line.text.startsWith('//'));
    const comments = block.filter((line) => line.text.startsWith('//')).map((line) => line.text);
    if (body[0]?.text.startsWith('$CATEGORY:')) {
      topic = categoryTopic(restoreEscapes(protectEscapes(body[0].text.slice('$CATEGORY:'.length))));
      body = body.slice(1);
    }
    if (body.length === 0) continue;
    try {
      readQuestion(body, comments.join('\n'), topic, report);
    } catch {
      report.problem(body[0]!.no, 'import.unreadable');
    }
  }
  return report.finish();
}

interface Line {
  no: number;
  /** Trimmed, as Moodle reads every line. */
  text: string;
}

/** The blocks of a file: runs of non-blank lines. */
function blocksOf(text: string): Line[][] {
  const blocks: Line[][] = [];
  let block: Line[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line !== '') block.push({ no: i + 1, text: line });
    else if (block.length > 0) {
      blocks.push(block);
      block = [];
    }
  });
  if (block.length > 0) blocks.push(block);
  return blocks;
}

/** Where the blank is while the question text is read (a noncharacter, never in a text). */
const BLANK = '\uFDEF';
const MISSING_WORD = '_____';
const WEIGHT = /^%(-*\d{1,2}\.?\d*)%/;
const FORMATS: Readonly<Record<string, TextFormat>> = {
  html: 'html',
  moodle: 'moodle',
  plain: 'plain',
  markdown: 'markdown',
};

/** What one question gives besides its draft: the problems of its line. */
interface Found {
  draft?: QuestionDraft;
  problems: { code: QuestionMessageCode; values?: Record<string, string | number> }[];
}

/** A protected text's `[format]` prefix (Moodle's `parse_text_with_format`) and the text, restored and trimmed. */
function readText(text: string, fallback: TextFormat): { text: string; format: TextFormat } {
  const trimmed = text.trim();
  const end = trimmed.startsWith('[') ? trimmed.indexOf(']') : -1;
  const format = end > 0 ? FORMATS[trimmed.slice(1, end)] : undefined;
  const body = format ? trimmed.slice(end + 1) : trimmed;
  return { text: restoreEscapes(body).trim(), format: format ?? fallback };
}

/**
 * One answer of a block: its weight (a fraction; `undefined` unless given — a right `=` answer of a
 * multiple choice has none), text and feedback.
 */
function readAnswer(part: string, weighted = true): { weight?: number; text: string; feedback: string } {
  let answer = part.trim();
  let weight: number | undefined;
  const match = weighted ? WEIGHT.exec(answer) : null;
  if (match) {
    weight = Number(match[1]!.replace(/^-+/, '-')) / 100;
    answer = answer.slice(match[0].length);
  }
  const hash = answer.indexOf('#');
  return hash < 0
    ? { weight, text: answer, feedback: '' }
    : { weight, text: answer.slice(0, hash), feedback: answer.slice(hash + 1).trim() };
}

/** Moodle's answer list: split at `separator`, the first part dropped when it is empty. */
function answerParts(text: string, separator: string): string[] {
  const parts = text.split(separator);
  if (parts[0]!.trim() === '') parts.shift();
  return parts;
}

function readQuestion(
  body: Line[],
  comments: string,
  topic: string | undefined,
  report: ReportBuilder,
): void {
  const text = protectEscapes(body.map((line) => line.text).join('\n'));
  const line = body[0]!.no;
  const lineOf = (index: number) => body[text.slice(0, index).split('\n').length - 1]!.no;

  let start = 0;
  let name = '';
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) name = restoreEscapes(text.slice(2, end)).trim();
    start = end >= 0 ? end + 2 : 2;
  }
  const open = text.indexOf('{', start);
  const close = text.indexOf('}', start);
  if (open < 0 && close < 0) return report.problem(line, 'import.giftNoAnswers');
  if (close < 0) return report.problem(lineOf(open), 'import.giftUnclosedBrace');
  if (open < 0 || close < open) return report.problem(lineOf(close), 'import.giftUnopenedBrace');
  // `$\frac{1}{2}$`: the brace follows a TeX command (or ^ _) inside a formula that closes after the `}`
  const before = text.slice(start, open);
  if (endsInMath(before) && /[A-Za-z^_]$/.test(before) && text.slice(close + 1).includes('$'))
    return report.problem(lineOf(open), 'import.giftTexBraces');
  const another = text.slice(close + 1).search(/[{}]/);
  if (another >= 0) return report.problem(lineOf(close + 1 + another), 'import.giftSeveralAnswerBlocks');
  for (const at of brokenTexCommands(text)) report.problem(lineOf(at), 'import.giftTexNewline');

  const after = text.slice(close + 1);
  const atEnd = after.trim() === '';
  let answers = text.slice(open + 1, close).trim();
  let explanation = '';
  const general = answers.lastIndexOf('####');
  if (general >= 0) {
    explanation = answers.slice(general + 4);
    answers = answers.slice(0, general).trim();
  }
  const question = readText(`${text.slice(start, open)}${BLANK}${after}`, 'moodle');
  const tokens = readCommentTokens(comments);
  const common = {
    explanation: textOf(explanation, question.format),
    tags: uniqueTopics([...(topic ? [topic] : []), ...tokens.tags]),
    ...(tokens.hint !== undefined ? { hint: tokens.hint } : {}),
    ...(tokens.mark !== undefined ? { mark: tokens.mark } : {}),
    ...(tokens.difficulty !== undefined ? { difficulty: tokens.difficulty as 1 | 2 | 3 } : {}),
  };
  const shown = (blankAs: string) =>
    titleAndContent(question.text.replace(BLANK, atEnd ? '' : blankAs), question.format, name);

  const found = readAnswers(answers, question.format, tokens, {
    heading: () => shown(MISSING_WORD),
    blank: () => fillText(question.text, question.format, atEnd, name),
  });
  const formats = new Set([question.format, ...(found.formats ?? [])]);
  for (const format of formats)
    if (isKeptFormat(format)) report.problem(line, 'import.formatKept', { format });
  for (const problem of found.problems) report.problem(line, problem.code, problem.values);
  if (found.draft) report.question(line, { ...common, ...found.draft } as QuestionDraft);
}

const textOf = (text: string, fallback: TextFormat): string => {
  const read = readText(text, fallback);
  return textAsHtml(read.text, read.format);
};

/**
 * A fill-in-the-blanks question's title, content and text. The lines before the blank's line are the
 * title and content; the blank's line and those after it the text. A blank on the first line: after the
 * text (Moodle's short answer) the text before it is the title and the blank stands alone; inside the
 * text (Moodle's missing word) the title is the question's name.
 */
function fillText(text: string, format: TextFormat, atEnd: boolean, name: string) {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(BLANK));
  const asText = (raw: string) => textAsHtml(raw.trim(), format).replace(BLANK, '{{b1}}');
  if (at > 0)
    return {
      ...titleAndContent(lines.slice(0, at).join('\n'), format, name),
      text: asText(lines.slice(at).join('\n')),
    };
  if (atEnd) return { ...titleAndContent(text.replace(BLANK, ''), format, name), text: '{{b1}}' };
  return { title: name, text: asText(text) };
}

interface Shapes {
  /** Title and content of a question whose blank (if inside the text) Moodle shows as a line. */
  heading: () => { title: string; content?: string };
  /** Title, content and text of a fill-in-the-blanks question. */
  blank: () => { title: string; content?: string; text: string };
}

function readAnswers(
  answers: string,
  format: TextFormat,
  tokens: CommentTokens,
  shapes: Shapes,
): Found & { formats?: TextFormat[] } {
  if (answers === '') return { problems: [{ code: 'import.unsupportedType', values: { type: 'essay' } }] };
  if (answers.startsWith('#')) return numerical(answers.slice(1), shapes);
  if (answers.includes('~')) return multipleChoice(answers, format, shapes);
  if (answers.includes('=') && answers.includes('->'))
    return { problems: [{ code: 'import.unsupportedType', values: { type: 'matching' } }] };
  const [truth, ...feedback] = answers.split('#');
  if (['T', 'TRUE', 'F', 'FALSE'].includes(truth!.trim()))
    return {
      draft: {
        ...shapes.heading(),
        type: 'true_or_false',
        answer: truth!.trim().startsWith('T'),
      } as QuestionDraft,
      problems: feedback.some((f) => f.trim() !== '') ? [{ code: 'import.feedbackDropped' }] : [],
    };
  return shortAnswer(answers, tokens, shapes);
}

function multipleChoice(
  answers: string,
  format: TextFormat,
  shapes: Shapes,
): Found & { formats: TextFormat[] } {
  const single = answers.includes('=');
  const read = answerParts(answers.replaceAll('=', '~='), '~').map((part) => {
    const trimmed = part.trim();
    const right = trimmed.startsWith('=');
    const answer = readAnswer(right ? trimmed.slice(1) : trimmed, !right);
    return { ...answer, weight: right ? 1 : (answer.weight ?? 0), option: readText(answer.text, format) };
  });
  const correct = (weight: number) => (single ? weight >= 1 : weight > 0);
  const rightCount = read.filter((a) => correct(a.weight)).length;
  const problems: Found['problems'] = [];
  if (single && read.some((a) => a.weight > 0 && a.weight < 1))
    problems.push({ code: 'import.partialCreditDropped' });
  if (single && rightCount > 1) problems.push({ code: 'import.severalRightAnswers' });
  if (read.some((a) => a.feedback !== '')) problems.push({ code: 'import.feedbackDropped' });
  const type = single && rightCount <= 1 ? 'single_choice' : 'multi_choice';
  const options = read.map((a) => ({
    title: textAsHtml(a.option.text, a.option.format),
    ...(correct(a.weight) ? { correct: true } : {}),
  }));
  return {
    draft: { ...shapes.heading(), type, options } as QuestionDraft,
    problems,
    formats: read.map((a) => a.option.format),
  };
}

function shortAnswer(answers: string, tokens: CommentTokens, shapes: Shapes): Found {
  const problems: Found['problems'] = [];
  const accepted: string[] = [];
  let feedback = false;
  for (const part of answerParts(answers, '=')) {
    const answer = readAnswer(part);
    const weight = answer.weight ?? 1;
    const value = readText(answer.text, 'plain').text;
    feedback ||= answer.feedback !== '';
    if (weight >= 1) accepted.push(value);
    else if (weight > 0 && !problems.some((p) => p.code === 'import.partialCreditDropped'))
      problems.push({ code: 'import.partialCreditDropped' });
  }
  for (const answer of accepted)
    if (answer.includes('*')) problems.push({ code: 'import.wildcardAnswer', values: { answer } });
  if (feedback) problems.push({ code: 'import.feedbackDropped' });
  const matchCase = tokens.matchCase ? { matchCase: true } : {};
  const blank =
    accepted.length > 1
      ? { id: 'b1', comparison: 'any' as const, answers: accepted, ...matchCase }
      : { id: 'b1', comparison: 'equal' as const, answer: accepted[0] ?? '', ...matchCase };
  return { draft: { ...shapes.blank(), type: 'fill_in_blanks', blanks: [blank] } as QuestionDraft, problems };
}

function numerical(answers: string, shapes: Shapes): Found {
  const wrongFeedback = answers.indexOf('~');
  const rights = answerParts(wrongFeedback >= 0 ? answers.slice(0, wrongFeedback) : answers, '=');
  const problems: Found['problems'] = [];
  if (rights.length === 0) return { problems: [{ code: 'import.noAnswers' }] };
  const ranges: { min: number; max: number }[] = [];
  let feedback = wrongFeedback >= 0;
  for (const part of rights) {
    const answer = readAnswer(part);
    const weight = answer.weight ?? 1;
    const value = restoreEscapes(answer.text).trim();
    feedback ||= answer.feedback !== '';
    if (value === '*') continue;
    if (weight < 1) {
      if (weight > 0 && !problems.some((p) => p.code === 'import.partialCreditDropped'))
        problems.push({ code: 'import.partialCreditDropped' });
      continue;
    }
    const range = numericRange(value);
    if (!range) return { problems: [{ code: 'import.numberInvalid', values: { value } }] };
    ranges.push(range);
  }
  const [first] = ranges;
  if (!first) return { problems: [...problems, { code: 'import.noRightAnswer' }] };
  if (ranges.length > 1) problems.push({ code: 'import.severalRanges', values: first });
  if (feedback) problems.push({ code: 'import.feedbackDropped' });
  const blank = { id: 'b1', comparison: 'range' as const, ...first };
  return { draft: { ...shapes.blank(), type: 'fill_in_blanks', blanks: [blank] } as QuestionDraft, problems };
}

/** `min..max`, `answer:tolerance` or `answer` as a range; `undefined` when a part is not a number. */
function numericRange(value: string): { min: number; max: number } | undefined {
  const dots = value.indexOf('..');
  if (dots > 0) {
    const [min, max] = [readNumber(value.slice(0, dots)), readNumber(value.slice(dots + 2))];
    return min === undefined || max === undefined ? undefined : { min, max };
  }
  const colon = value.indexOf(':');
  const [answer, tolerance] =
    colon > 0
      ? [readNumber(value.slice(0, colon)), readNumber(value.slice(colon + 1))]
      : [readNumber(value), 0];
  return answer === undefined || tolerance === undefined ? undefined : toleranceRange(answer, tolerance);
}
