import type { Locale } from '@studovna/core';
import type { ImportReportView } from '@studovna/core/contract/studio';
import { questionBankMessage, type QuestionDraft } from '@studovna/core/studio';
import type { Database } from '../../db/database';
import type { UploadedFile } from '../../plugins/multipart';
import { parseAiken } from '../question-import/aiken';
import { parseGift } from '../question-import/gift';
import type { ImportReport } from '../question-import/import-report';
import { parseMoodleXml } from '../question-import/moodle-xml';
import { recordAuditEntries, type AuditChange } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { BankError, bankError, bankProblemMessage } from './bank-error';
import { insertQuestions } from './question-import.repository';
import { draftFromStored, storedFromDraft } from './question-draft-codec';
import { assertMayEditQuiz } from './studio-quizzes.service';

/** Imports of GIFT, Aiken and Moodle XML (issue 22): a dry run's report, then all of it or nothing. */

export type ImportFormat = 'gift' | 'aiken' | 'moodle_xml';

const PARSERS: Record<ImportFormat, (text: string) => ImportReport> = {
  gift: parseGift,
  aiken: parseAiken,
  moodle_xml: parseMoodleXml,
};

/** The file's text: the uploaded `file` (UTF-8), or the JSON body's `text`. */
export function importText(files: readonly UploadedFile[], text: string | undefined): string {
  const file = files.find((f) => f.field === 'file');
  if (file) return file.data.toString('utf8');
  if (text !== undefined) return text;
  throw bankError(400, 'studio_import_file_required', 'bank.importFileRequired');
}

function reportView(report: ImportReport, locale: Locale): ImportReportView {
  const importable =
    report.problems.every((p) => p.severity !== 'error') &&
    report.questions.every((q) => q.problems.length === 0);
  return {
    questions: report.questions.map((q) => ({
      line: q.line,
      draft: q.draft as ImportReportView['questions'][number]['draft'],
      problems: q.problems.map((p) => ({
        path: p.path,
        code: p.code,
        message: bankProblemMessage(p, locale),
      })),
    })),
    problems: report.problems.map((p) => ({
      line: p.line,
      code: p.code,
      message: bankProblemMessage(p, locale),
      severity: p.severity,
    })),
    importable: importable && report.questions.length > 0,
  };
}

export function importDryRun(format: ImportFormat, text: string, locale: Locale): ImportReportView {
  return reportView(PARSERS[format](text), locale);
}

/** Every question of the file into the bank or the quiz, in one transaction; none when the report has an error. */
export async function importQuestions(
  db: Database,
  user: StudioUser,
  input: { format: ImportFormat; text: string; quiz?: number | undefined },
  locale: Locale,
): Promise<{ message: string; data: { imported: number; ids: number[] } }> {
  const report = reportView(PARSERS[input.format](input.text), locale);
  if (!report.importable) {
    const errors =
      report.problems.filter((p) => p.severity === 'error').length +
      report.questions.filter((q) => q.problems.length > 0).length;
    throw new BankError(
      400,
      'studio_import_errors',
      'bank.importHasErrors',
      { count: Math.max(errors, 1) },
      [],
      {
        report,
      },
    );
  }
  const stored = report.questions.map((q) => storedFromDraft(q.draft));
  const ids = await db.transaction(async (tx) => {
    const quiz = input.quiz === undefined ? undefined : await assertMayEditQuiz(tx, user, input.quiz);
    const created = await insertQuestions(tx, {
      questions: stored,
      authorId: user.id,
      quizId: quiz?.id ?? null,
    });
    const changes: AuditChange[] = created.map((id, i) => ({
      userId: user.id,
      entity: 'question',
      entityId: id,
      courseId: quiz?.course_id ?? null,
      action: 'import',
      changes: { title: { from: null, to: draftFromStored(stored[i]!.stored, stored[i]!.meta).title } },
    }));
    await recordAuditEntries(tx, changes);
    return created;
  });
  return {
    message: questionBankMessage('bank.imported', locale, { count: ids.length }),
    data: { imported: ids.length, ids },
  };
}

/** Valid drafts straight into the bank, unassigned, in one transaction (the large bank's seed). */
export async function insertBankDrafts(
  db: Database,
  drafts: readonly QuestionDraft[],
  authorId: number,
): Promise<number[]> {
  const stored = drafts.map((draft) => storedFromDraft(draft));
  return db.transaction((tx) => insertQuestions(tx, { questions: stored, authorId, quizId: null }));
}
