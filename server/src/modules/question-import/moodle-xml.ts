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
import { child, childrenNamed, fieldText, readXml, type XmlElement } from './xml-reader';

/**
 * Moodle XML (`qformat_xml`) for the types Studovna shares: `multichoice` (single or multi by `<single>`;
 * right are the answers of fraction 100, or of any positive fraction in a multi), `truefalse`,
 * `shortanswer` and `numerical` (fill in the blanks: the accepted answers, `<usecase>` as letter case; a
 * range from answer ± tolerance), `ordering` (sorting, by each answer's position). A `category` entry gives
 * the questions after it the last part of its path as a topic; `<tags>` are topics too; `<generalfeedback>`
 * is the explanation, the first `<hint>` the hint, `<defaultgrade>` the mark. Texts are kept as given (HTML,
 * CDATA). Any other type is reported with its name. Never throws.
 */
export function parseMoodleXml(input: string): ImportReport {
  const report = new ReportBuilder();
  const { elements, error } = readXml(readableText(input, report));
  if (error) report.problem(error.line, error.code, error.values);
  const quiz = elements.find((e) => e.name === 'quiz');
  if (!quiz) {
    if (!error) report.problem(1, 'import.xmlNotMoodle');
    return report.finish();
  }
  let topic: string | undefined;
  for (const question of childrenNamed(quiz, 'question').filter((q) => q.closed)) {
    const type = question.attributes.type ?? '';
    if (type === 'category') {
      topic = categoryTopic(fieldText(question, 'category'));
      continue;
    }
    try {
      readQuestion(question, type, topic, report);
    } catch {
      report.problem(question.line, 'import.unreadable');
    }
  }
  return report.finish();
}

const FORMATS: Readonly<Record<string, TextFormat>> = {
  html: 'html',
  moodle_auto_format: 'moodle',
  plain_text: 'plain',
  markdown: 'markdown',
  wiki_like: 'wiki',
};
const formatOf = (element: XmlElement | undefined, fallback: TextFormat): TextFormat =>
  FORMATS[element?.attributes.format?.trim() ?? ''] ?? fallback;

type Problems = { code: QuestionMessageCode; values?: Record<string, string | number> }[];
type TypePart = { draft?: Partial<QuestionDraft> & { type: QuestionDraft['type'] }; problems: Problems };

function readQuestion(
  question: XmlElement,
  type: string,
  topic: string | undefined,
  report: ReportBuilder,
): void {
  const read = TYPES[type];
  if (!read) return report.problem(question.line, 'import.unsupportedType', { type: type || '?' });
  const textElement = child(question, 'questiontext');
  const format = formatOf(textElement, 'html');
  const formats = new Set<TextFormat>([format]);
  const html = (element: XmlElement | undefined) => {
    const own = formatOf(element, format);
    formats.add(own);
    return textAsHtml(child(element, 'text')?.text.trim() ?? '', own);
  };
  const heading = titleAndContent(
    child(textElement, 'text')?.text ?? '',
    format,
    fieldText(question, 'name'),
  );
  const { draft, problems } = read(question, html);
  for (const f of formats)
    if (isKeptFormat(f)) report.problem(question.line, 'import.formatKept', { format: f });
  for (const problem of problems) report.problem(question.line, problem.code, problem.values);
  if (!draft) return;
  const grade = child(question, 'defaultgrade')?.text.trim();
  const mark = grade === undefined || grade === '' ? undefined : Number(grade);
  const hint = html(childrenNamed(question, 'hint')[0]);
  const tags = childrenNamed(child(question, 'tags'), 'tag').map((tag) => (child(tag, 'text') ?? tag).text);
  report.question(question.line, {
    ...heading,
    ...(draft.type === 'fill_in_blanks' ? { text: '{{b1}}' } : {}),
    ...draft,
    explanation: html(child(question, 'generalfeedback')),
    ...(hint ? { hint } : {}),
    ...(mark !== undefined && mark !== 1 ? { mark } : {}),
    tags: uniqueTopics([...(topic ? [topic] : []), ...tags]),
  } as QuestionDraft);
}

interface Answer {
  element: XmlElement;
  /** Percent, as the file writes it (100 = right). */
  fraction: number;
  /** The answer's text, trimmed, as written. */
  text: string;
  feedback: boolean;
}

const answersOf = (question: XmlElement): Answer[] =>
  childrenNamed(question, 'answer').map((element) => ({
    element,
    fraction: Number(element.attributes.fraction ?? 0) || 0,
    text: child(element, 'text')?.text.trim() ?? element.text.trim(),
    feedback: fieldText(element, 'feedback') !== '',
  }));

const feedbackProblems = (answers: Answer[]): Problems =>
  answers.some((a) => a.feedback) ? [{ code: 'import.feedbackDropped' }] : [];
const partialProblems = (answers: Answer[]): Problems =>
  answers.some((a) => a.fraction > 0 && a.fraction < 100) ? [{ code: 'import.partialCreditDropped' }] : [];

type Reader = (question: XmlElement, html: (element: XmlElement | undefined) => string) => TypePart;

const TYPES: Readonly<Record<string, Reader>> = {
  multichoice(question, html) {
    const answers = answersOf(question);
    const single = !['false', '0', ''].includes(child(question, 'single')?.text.trim() ?? 'true');
    const right = (a: Answer) => (single ? a.fraction >= 100 : a.fraction > 0);
    const rightCount = answers.filter(right).length;
    return {
      draft: {
        type: single && rightCount <= 1 ? 'single_choice' : 'multi_choice',
        options: answers.map((a) => ({ title: html(a.element), ...(right(a) ? { correct: true } : {}) })),
      },
      problems: [
        ...(single ? partialProblems(answers) : []),
        ...(single && rightCount > 1 ? [{ code: 'import.severalRightAnswers' as const }] : []),
        ...feedbackProblems(answers),
      ],
    };
  },

  truefalse(question) {
    const answers = answersOf(question);
    if (answers.length === 0) return { problems: [{ code: 'import.noAnswers' }] };
    // Moodle: by the answer's text; files from old versions (localised texts) have true first
    let answer = false;
    answers.forEach((a, i) => {
      const isTrue = a.text === 'true' || (a.text !== 'false' && i === 0);
      answer = isTrue ? a.fraction >= 100 : a.fraction < 100;
    });
    return { draft: { type: 'true_or_false', answer }, problems: feedbackProblems(answers) };
  },

  shortanswer(question) {
    const answers = answersOf(question);
    const accepted = answers.filter((a) => a.fraction >= 100).map((a) => a.text);
    const matchCase = ['1', 'true'].includes(child(question, 'usecase')?.text.trim() ?? '')
      ? { matchCase: true }
      : {};
    const blank =
      accepted.length > 1
        ? { id: 'b1', comparison: 'any' as const, answers: accepted, ...matchCase }
        : { id: 'b1', comparison: 'equal' as const, answer: accepted[0] ?? '', ...matchCase };
    return {
      draft: { type: 'fill_in_blanks', blanks: [blank] },
      problems: [
        ...partialProblems(answers),
        ...accepted
          .filter((a) => a.includes('*'))
          .map((answer) => ({ code: 'import.wildcardAnswer' as const, values: { answer } })),
        ...feedbackProblems(answers),
      ],
    };
  },

  numerical(question) {
    const answers = answersOf(question).filter((a) => a.text !== '*' && a.text !== '');
    const ranges: { min: number; max: number }[] = [];
    for (const a of answers.filter((a) => a.fraction >= 100)) {
      const value = readNumber(a.text);
      const tolerance = readNumber(child(a.element, 'tolerance')?.text || '0');
      if (value === undefined || tolerance === undefined)
        return { problems: [{ code: 'import.numberInvalid', values: { value: a.text } }] };
      ranges.push(toleranceRange(value, tolerance));
    }
    const [first] = ranges;
    if (!first)
      return { problems: [{ code: answers.length === 0 ? 'import.noAnswers' : 'import.noRightAnswer' }] };
    return {
      draft: { type: 'fill_in_blanks', blanks: [{ id: 'b1', comparison: 'range', ...first }] },
      problems: [
        ...partialProblems(answers),
        ...(ranges.length > 1 ? [{ code: 'import.severalRanges' as const, values: first }] : []),
        ...feedbackProblems(answers),
      ],
    };
  },

  ordering(question, html) {
    const answers = answersOf(question);
    if (answers.length === 0) return { problems: [{ code: 'import.noAnswers' }] };
    const ordered = answers
      .map((a, i) => ({ a, i }))
      .sort((x, y) => x.a.fraction - y.a.fraction || x.i - y.i)
      .map(({ a }) => html(a.element));
    return { draft: { type: 'sorting_choice', ordered }, problems: feedbackProblems(answers) };
  },
};
