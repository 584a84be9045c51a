import { ReportBuilder, type ImportReport } from './import-report';
import { readableText } from './import-text';
import { textAsHtml, titleAndContent } from './question-text';

/**
 * Aiken, as Moodle's `qformat_aiken` reads it: a question's text, its options one a line (`A)` or `A.`,
 * a capital letter, the space after it optional), then `ANSWER: B`. Plain text: `<`, `>` and `&` are
 * escaped as Moodle does. Beyond Moodle: a question's text may continue over several lines before its
 * first option (the first is the title, the rest the content), the answer is matched by the option's
 * letter rather than its position, and `ANSWER: A, C` makes a multiple-choice question. Blank lines do
 * not matter. Each line that does not fit is a problem of its line; never throws.
 */
export function parseAiken(input: string): ImportReport {
  const report = new ReportBuilder();
  const lines = readableText(input, report).split('\n');
  let question: Started | undefined;
  lines.forEach((raw, i) => {
    const no = i + 1;
    const line = raw.trim();
    if (line === '') return;
    const option = OPTION.exec(line);
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!question) return report.problem(no, 'import.aikenNotStarted');
      finish(question, answer[1]!.trim(), no, report);
      question = undefined;
    } else if (option) {
      if (!question) return report.problem(no, 'import.aikenNotStarted');
      const letter = option[1]!;
      if (question.options.some((o) => o.letter === letter))
        report.problem(no, 'import.aikenDuplicateLetter', { letter });
      question.options.push({ letter, text: option[2]!.trim() });
    } else if (question && question.options.length === 0) {
      question.text.push(line);
    } else {
      if (question) report.problem(question.line, 'import.aikenMissingAnswer');
      question = { line: no, text: [line], options: [] };
    }
  });
  if (question) report.problem(question.line, 'import.aikenMissingAnswer');
  return report.finish();
}

const OPTION = /^([A-Z])[).][ \t]*(.*)$/;
const ANSWER = /^ANSWER\s*:(.*)$/i;
/** One letter, or several separated by commas, semicolons or spaces. */
const LETTERS = /^[A-Za-z](?:\s*[,;]?\s*[A-Za-z])*$/;

interface Started {
  line: number;
  text: string[];
  options: { letter: string; text: string }[];
}

function finish(question: Started, answer: string, answerLine: number, report: ReportBuilder): void {
  if (!LETTERS.test(answer)) return report.problem(answerLine, 'import.aikenAnswerInvalid');
  const letters = [...new Set(answer.toUpperCase().match(/[A-Z]/g))];
  const missing = letters.find((letter) => !question.options.some((o) => o.letter === letter));
  if (missing) return report.problem(answerLine, 'import.aikenAnswerNotAnOption', { letter: missing });
  report.question(question.line, {
    ...titleAndContent(question.text.join('\n'), 'plain'),
    type: letters.length > 1 ? 'multi_choice' : 'single_choice',
    options: question.options.map((o) => ({
      title: textAsHtml(o.text, 'plain'),
      ...(letters.includes(o.letter) ? { correct: true } : {}),
    })),
    explanation: '',
    tags: [],
  });
}
