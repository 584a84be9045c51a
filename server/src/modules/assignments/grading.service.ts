import type { Locale } from '@studovna/core';
import { studioGradingApi, type GradingAnswer } from '@studovna/core/contract/studio';
import {
  formatPoints,
  gradingMessage,
  gradingProblems,
  graduationOfMark,
  mayEditCourse,
  parseMark,
  type GradingAction,
  type GradingState,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { MailMessage } from '../../lib/mailer';
import type { UploadedFile } from '../../plugins/multipart';
import { recordAssignmentEvaluated, recordAssignmentReturned } from '../progress/progress.service';
import { changedFields, recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { checkAnswerFile, cleanFileName, type AnswerFileKind } from './answer-file-types';
import type { AnswerStorage } from './answer-storage';
import { findAnswerFiles, findFeedbackFile } from './assignments.repository';
import { gradingErrors as refuse } from './grading-error';
import { gradingMail } from './grading-mail';
import {
  countWaiting,
  deleteFeedbackFile,
  evaluateAnswer,
  findAnswerFileOf,
  findGradingAnswer,
  findQueue,
  findQueueCourses,
  insertFeedbackFile,
  returnAnswer,
  type GradingAnswerData,
} from './grading.repository';
import { toGradingAnswer, toGradingRow } from './grading-view';

/**
 * Grading handed-in assignments in the studio (decision 0026): the queue, one answer and its files,
 * evaluating it or sending it back. An instructor grades the answers of their own courses, the team every
 * answer; a learner never gets here (the studio's auth mode). Every refusal writes nothing.
 */

export interface GradingDeps {
  db: Database;
  storage: AnswerStorage;
}

/** The courses whose answers the caller grades: an instructor's own (their id), the team's all (null). */
const authorFilter = (user: StudioUser) => (user.role === 'administrator' ? null : user.id);

const QUEUE_PAGE = 20;

export async function listGradingQueue(
  db: Queryable,
  user: StudioUser,
  query: { state?: GradingState; course?: number; page?: number; per_page?: number },
) {
  const authorId = authorFilter(user);
  const limit = query.per_page ?? QUEUE_PAGE;
  const { rows, total } = await findQueue(db, {
    state: query.state ?? 'waiting',
    authorId,
    courseId: query.course ?? null,
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
  return {
    answers: rows.map(toGradingRow),
    total,
    waiting: await countWaiting(db, authorId),
    courses: await findQueueCourses(db, authorId),
  };
}

export async function waitingForGrading(db: Queryable, user: StudioUser) {
  return { waiting: await countWaiting(db, authorFilter(user)) };
}

/**
 * What waits for an instructor's grading in their courses, for their weekly summary: the answers waiting
 * longest (at most `limit`), how many wait in all, and how many of them were handed in since `since`.
 */
export async function waitingOfAuthor(db: Queryable, authorId: number, since: Date, limit: number) {
  const { rows, total } = await findQueue(db, {
    state: 'waiting',
    authorId,
    courseId: null,
    limit,
    offset: 0,
  });
  return { answers: rows.map(toGradingRow), total, handedInSince: await countWaiting(db, authorId, since) };
}

/** The answer, when the caller may grade it: 404 for none, 403 for another author's course. */
async function loadGradable(db: Queryable, user: StudioUser, id: number, lock = false) {
  const row = await findGradingAnswer(db, id, { lock });
  if (!row) throw refuse.notFound();
  if (!mayEditCourse(user.role, user.id, { authorId: row.author_id })) throw refuse.notYours();
  return row;
}

async function answerView(db: Queryable, row: GradingAnswerData, site: string): Promise<GradingAnswer> {
  return toGradingAnswer(row, await findAnswerFiles(db, row.id), await findFeedbackFile(db, row.id), site);
}

export async function getGradingAnswer(db: Queryable, user: StudioUser, id: number, site: string) {
  return answerView(db, await loadGradable(db, user, id), site);
}

/** A file of the answer, for whoever may grade it. */
export async function openGradingFile(deps: GradingDeps, user: StudioUser, id: number, fileId: number) {
  await loadGradable(deps.db, user, id);
  const row = await findAnswerFileOf(deps.db, id, fileId);
  const stream = row ? await deps.storage.open(row.stored_name) : null;
  if (!row || !stream) throw refuse.fileNotFound();
  return { file: row, stream };
}

/** The feedback's file, for whoever may grade the answer. */
export async function openGradingFeedbackFile(deps: GradingDeps, user: StudioUser, id: number) {
  await loadGradable(deps.db, user, id);
  const row = await findFeedbackFile(deps.db, id);
  const stream = row ? await deps.storage.open(row.stored_name) : null;
  if (!row || !stream) throw refuse.fileNotFound();
  return { file: row, stream };
}

interface CheckedFile {
  name: string;
  kind: AnswerFileKind;
  mime: string;
  data: Buffer;
}

/** At most one file, in the `file` field, of an answer file's type by name and by content. */
function checkFeedbackFile(files: readonly UploadedFile[]): CheckedFile | null {
  const sent = files.filter((f) => f.filename !== '' || f.data.length > 0);
  if (sent.some((f) => f.field !== studioGradingApi.FEEDBACK_FILE_FIELD))
    throw new ApiError(400, 'rest_invalid_param', 'request.invalid');
  if (sent.length > 1) throw refuse.fileTooMany();
  const file = sent[0];
  if (!file) return null;
  const name = cleanFileName(file.filename);
  const check = checkAnswerFile(name, file.data);
  if (check.ok) return { name, kind: check.kind, mime: check.mime, data: file.data };
  if (check.problem === 'type') throw refuse.fileType();
  if (check.problem === 'empty') throw refuse.fileEmpty({ name });
  throw refuse.fileContent({ extension: check.extension });
}

export interface GradingInput {
  action: GradingAction;
  mark?: number | string;
  feedback?: string;
  /** The answer's revision the grading was made over. */
  revision: number;
  removeFeedbackFile: boolean;
}

/** An answer that changed since it was read: who graded it when someone did, else that it changed. */
const conflictOf = (row: GradingAnswerData) =>
  row.status !== 'completed' && row.graded_by_name
    ? refuse.conflict({ who: row.graded_by_name })
    : refuse.changed();

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface Graded {
  answer: { message: string; data: GradingAnswer };
  /** The learner's e-mail, to send once the answer has gone. */
  mail: MailMessage;
}

/**
 * Evaluates the answer (mark, graduation from the passing grade, feedback; the item counts in the course's
 * progress) or sends it back for another try (started again with the full time allowed, the feedback kept
 * for the learner). In one transaction with its audit entry; a new feedback file is written inside it and
 * deleted again if it fails, a replaced one is deleted from disk once it is committed.
 */
export async function gradeAnswer(
  deps: GradingDeps,
  user: StudioUser,
  id: number,
  input: GradingInput,
  files: readonly UploadedFile[],
  context: { site: string; appUrl: string; locale: Locale },
): Promise<Graded> {
  const file = checkFeedbackFile(files);
  const feedback = (input.feedback ?? '').replace(/\r\n?/g, '\n').trim();
  const markText = input.mark === undefined ? '' : String(input.mark);
  const written: string[] = [];
  let outcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const before = await loadGradable(tx, user, id, true);
      if (before.revision !== input.revision) throw conflictOf(before);
      if (before.status !== 'completed' && before.status !== 'evaluated') throw refuse.notHandedIn();
      const problems = gradingProblems({
        action: input.action,
        mark: markText,
        feedback,
        highestMark: before.highest_mark,
      });
      if (problems.length > 0) throw refuse.invalid(problems);

      const keptFile = await findFeedbackFile(tx, id);
      const removed = file || input.removeFeedbackFile ? await deleteFeedbackFile(tx, id) : undefined;
      if (file) {
        const storedName = await deps.storage.write(before.user_id, before.item_id, file.kind, file.data);
        written.push(storedName);
        await insertFeedbackFile(tx, {
          answerId: id,
          originalName: file.name,
          storedName,
          mime: file.mime,
          size: file.data.length,
        });
      }
      let mark: number | null = null;
      let graduation: 'passed' | 'failed' | null = null;
      if (input.action === 'evaluate') {
        mark = round2(parseMark(markText)!);
        graduation = graduationOfMark(mark, before.passing_grade);
        await evaluateAnswer(tx, { answerId: id, graderId: user.id, mark, graduation, feedback });
        await recordAssignmentEvaluated(tx, before.user_item_id, graduation);
      } else {
        await returnAnswer(tx, {
          answerId: id,
          graderId: user.id,
          feedback,
          limitSeconds: before.limit_seconds,
        });
        await recordAssignmentReturned(tx, before.user_item_id);
      }
      const after = (await findGradingAnswer(tx, id))!;
      const fileName = (await findFeedbackFile(tx, id))?.original_name ?? null;
      await recordAuditEntry(tx, {
        userId: user.id,
        entity: 'assignment_answer',
        entityId: id,
        courseId: before.course_id,
        action: input.action,
        // whose answer it was, for the course's log, then what changed
        changes: {
          learner: { from: before.learner_name, to: before.learner_name },
          ...changedFields(
            {
              status: before.status,
              mark: before.status === 'evaluated' ? before.mark : null,
              graduation: before.status === 'evaluated' ? before.graduation : null,
              feedback: before.feedback,
              feedback_file: keptFile?.original_name ?? null,
            },
            {
              status: after.status,
              mark,
              graduation,
              feedback,
              feedback_file: fileName,
            },
          ),
        },
      });
      return { after, removed, data: await answerView(tx, after, context.site), withFile: fileName !== null };
    });
  } catch (error) {
    await deps.storage.remove(written);
    throw error;
  }
  if (outcome.removed) await deps.storage.remove([outcome.removed]);
  const { after, data } = outcome;
  const points = (value: number) => (context.locale === 'en' ? String(round2(value)) : formatPoints(value));
  const message =
    input.action === 'evaluate'
      ? gradingMessage('grading.evaluated', context.locale, {
          mark: points(after.mark!),
          max: points(after.highest_mark),
          result: gradingMessage(
            after.graduation === 'passed' ? 'grading.passed' : 'grading.failed',
            context.locale,
          ),
        })
      : gradingMessage('grading.returned', context.locale);
  const mail = gradingMail({
    email: after.learner_email,
    assignmentTitle: after.item_title,
    courseTitle: after.course_title,
    outcome:
      input.action === 'evaluate'
        ? {
            action: 'evaluate',
            mark: after.mark!,
            highestMark: after.highest_mark,
            graduation: after.graduation!,
          }
        : { action: 'return', deadline: after.deadline },
    feedback,
    withFile: outcome.withFile,
    link: context.appUrl + data.app_path,
  });
  return { answer: { message, data }, mail };
}
