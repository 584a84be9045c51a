import {
  comparableText,
  importedQuestionProblems,
  lacksExplanation,
  QUESTION_LIMITS,
  type DraftProblem,
  type QuestionDraft,
  type QuestionMessageCode,
} from '@studovna/core/studio';

export { comparableText, QUESTION_LIMITS, type DraftProblem, type QuestionDraft, type QuestionMessageCode };

/** One question found in a file: the line it starts on, its draft and what is wrong with the draft. */
export interface ImportedQuestion {
  line: number;
  draft: QuestionDraft;
  problems: DraftProblem[];
}

/**
 * A problem of the file rather than of one draft: a block that is not a question, a type Studovna does
 * not have, a brace never closed. An `error` means something of the file is not imported as written; a
 * `notice` says what the import changes or leaves out (partial credit, feedback on single answers) and
 * needs no fixing.
 */
export interface ImportProblem {
  line: number;
  code: QuestionMessageCode;
  values?: Record<string, string | number>;
  severity: 'error' | 'notice';
}

/** What a dry run of an import shows: every question found and every problem, each with its line. */
export interface ImportReport {
  questions: ImportedQuestion[];
  problems: ImportProblem[];
}

/** The problems that say what the import changes, not what must be fixed. */
export const IMPORT_NOTICES: ReadonlySet<QuestionMessageCode> = new Set<QuestionMessageCode>([
  'import.severalRanges',
  'import.partialCreditDropped',
  'import.severalRightAnswers',
  'import.feedbackDropped',
  'import.formatKept',
  'import.explanationMissing',
  'import.explanationsMissing',
]);

/** How many lines a notice of questions without an explanation names before it says there are more. */
const LINES_NAMED = 10;

/** A report filled in as a parser reads, ordered by line when it is done. */
export class ReportBuilder {
  private readonly questions: ImportedQuestion[] = [];
  private readonly problems: ImportProblem[] = [];

  question(line: number, draft: QuestionDraft): void {
    this.questions.push({ line, draft, problems: importedQuestionProblems(draft) });
  }

  problem(line: number, code: QuestionMessageCode, values?: Record<string, string | number>): void {
    const severity = IMPORT_NOTICES.has(code) ? 'notice' : 'error';
    this.problems.push(values ? { line, code, values, severity } : { line, code, severity });
  }

  finish(): ImportReport {
    if (this.questions.length === 0 && this.problems.length === 0) this.problem(1, 'import.noQuestions');
    this.noteMissingExplanations();
    const byLine = <T extends { line: number }>(a: T, b: T) => a.line - b.line;
    return { questions: [...this.questions].sort(byLine), problems: [...this.problems].sort(byLine) };
  }

  /** One notice for the questions without an explanation (an Aiken file has none at all), not one each. */
  private noteMissingExplanations(): void {
    const lines = this.questions
      .filter((question) => lacksExplanation(question.draft))
      .map((question) => question.line)
      .sort((a, b) => a - b);
    if (lines.length === 1) this.problem(lines[0]!, 'import.explanationMissing');
    if (lines.length < 2) return;
    const named = lines.slice(0, LINES_NAMED).join(', ') + (lines.length > LINES_NAMED ? ', …' : '');
    this.problem(lines[0]!, 'import.explanationsMissing', { count: lines.length, lines: named });
  }
}
