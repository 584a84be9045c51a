import { message, type Locale, type MessageCode } from '@studovna/core';
import { assignmentsApi, type Assignment, type AssignmentResults } from '@studovna/core/contract';
import type { Database, Queryable } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import type { UploadedFile } from '../../plugins/multipart';
import { assertMayOpen, loadItem } from '../progress/item-access';
import { ensureUserItem, recordAssignmentHandedIn } from '../progress/progress.service';
import { checkAnswerFile, cleanFileName, type AnswerFileKind } from './answer-file-types';
import type { AnswerStorage } from './answer-storage';
import { assignmentErrors as refuse } from './assignment-errors';
import { defaultSettings, limitSeconds, toAssignment, toResults, type AnswerState } from './assignment-view';
import {
  deleteAnswerFiles,
  findAnswer,
  findAnswerFiles,
  findAttachments,
  findFeedbackFile,
  findOwnFile,
  findSettings,
  handInAnswer,
  insertAnswer,
  insertAnswerFile,
  updateNote,
  type AnswerRow,
} from './assignments.repository';

/**
 * Assignments (SPEC §3–§5): reading one, starting it, saving and handing in the answer with its files,
 * downloading one's own file. Who may open it follows the other items (item-access). A started answer
 * whose time ran out is handed in as it was saved, the next time anyone looks at it.
 */

export interface AssignmentDeps {
  db: Database;
  storage: AnswerStorage;
  /** The largest answer file, in bytes. */
  maxFileSize: number;
}

async function loadForCaller(db: Queryable, id: number, user: AuthUser | null) {
  const access = await loadItem(db, id, user, 'lp_assignment');
  assertMayOpen(access, user);
  const settings = (await findSettings(db, id)) ?? defaultSettings(id);
  return { item: access.item, settings };
}

async function stateOf(db: Queryable, userId: number, itemId: number): Promise<AnswerState> {
  const answer = await findAnswer(db, userId, itemId, { lock: false });
  if (!answer) return { answer, files: [] };
  return {
    answer,
    files: await findAnswerFiles(db, answer.id),
    feedbackFile: await findFeedbackFile(db, answer.id),
  };
}

/** Hands in a started answer past its deadline, as saved; answers whether it did. */
async function handInIfExpired(tx: Queryable, answer: AnswerRow): Promise<boolean> {
  if (!answer.expired) return false;
  await handInAnswer(tx, answer.id, true);
  await recordAssignmentHandedIn(tx, answer.user_item_id);
  return true;
}

/** GET /assignments/{id}: previews for everyone, others for the course's learners; the caller's answer. */
export async function getAssignment(
  deps: AssignmentDeps,
  id: number,
  user: AuthUser | null,
  site: string,
): Promise<Assignment> {
  const { db } = deps;
  const { item, settings } = await loadForCaller(db, id, user);
  let state: AnswerState = user ? await stateOf(db, user.id, id) : { answer: undefined, files: [] };
  if (user && state.answer?.expired) {
    await db.transaction(async (tx) => {
      const locked = await findAnswer(tx, user.id, id, { lock: true });
      if (locked) await handInIfExpired(tx, locked);
    });
    state = await stateOf(db, user.id, id);
  }
  const attachments = await findAttachments(db, id);
  return toAssignment({ item, settings, attachments, state, maxFileSize: deps.maxFileSize }, site);
}

/**
 * POST /assignments/start: starts the caller's run (data.status 200), or answers the run already started
 * (200); one handed in or out of time answers data.status 409 with the reason.
 */
export async function startAssignment(
  deps: AssignmentDeps,
  id: number,
  user: AuthUser,
  locale: Locale,
  site: string,
) {
  return deps.db.transaction(async (tx) => {
    const { item, settings } = await loadForCaller(tx, id, user);
    const answer = async (ok: boolean, code: MessageCode) => ({
      status: ok ? ('success' as const) : ('error' as const),
      message: message(code, locale),
      data: { status: ok ? 200 : 409, results: toResults(await stateOf(tx, user.id, id), site) },
    });
    const userItem = await ensureUserItem(tx, user.id, item.course_id, id);
    const existing = await findAnswer(tx, user.id, id, { lock: true });
    if (existing) {
      if (await handInIfExpired(tx, existing)) return answer(false, 'assignment.timeOver');
      if (existing.status === 'started') return answer(true, 'assignment.continued');
      return answer(false, 'assignment.alreadySubmitted');
    }
    if (userItem.status === 'completed') return answer(false, 'assignment.alreadySubmitted');
    // a new run: files still in its folder belong to a run that was reset
    await deps.storage.clearRun(user.id, id);
    await insertAnswer(tx, {
      userItemId: userItem.id,
      userId: user.id,
      itemId: id,
      limitSeconds: limitSeconds(settings),
    });
    return answer(true, 'assignment.started');
  });
}

export interface AnswerInput {
  id: number;
  /** Replaces the saved note when given. */
  note?: string;
  action: 'save' | 'submit';
  /** Saved files to delete. */
  remove: readonly number[];
  files: readonly UploadedFile[];
}

interface CheckedFile {
  name: string;
  kind: AnswerFileKind;
  mime: string;
  data: Buffer;
}

/** Every new file must be of an allowed type by name and by content; the first that is not is refused. */
function checkFiles(files: readonly UploadedFile[]): CheckedFile[] {
  return files.map((file) => {
    if (file.field !== assignmentsApi.ASSIGNMENT_FILE_FIELD) throw refuse.otherField();
    const name = cleanFileName(file.filename);
    const check = checkAnswerFile(name, file.data);
    if (check.ok) return { name, kind: check.kind, mime: check.mime, data: file.data };
    if (check.problem === 'type') throw refuse.fileType(name);
    if (check.problem === 'empty') throw refuse.fileEmpty(name);
    throw refuse.fileContent(name, check.extension);
  });
}

type Outcome = { refused: Error } | { results: AssignmentResults; removed: string[] };

/**
 * POST /assignments/submit: saves the answer (note, files removed and added) and, with `submit`, hands it
 * in. All in one transaction; new files are written inside it and deleted again if it fails, removed
 * files are deleted from disk once it is committed.
 */
export async function answerAssignment(
  deps: AssignmentDeps,
  input: AnswerInput,
  user: AuthUser,
  locale: Locale,
  site: string,
) {
  const files = checkFiles(input.files);
  const written: string[] = [];
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const { settings } = await loadForCaller(tx, input.id, user);
      const answer = await findAnswer(tx, user.id, input.id, { lock: true });
      if (!answer) throw refuse.notStarted();
      if (await handInIfExpired(tx, answer)) return { refused: refuse.timeOver() };
      if (answer.status !== 'started') throw refuse.alreadySubmitted();
      const saved = await findAnswerFiles(tx, answer.id);
      const remove = [...new Set(input.remove)];
      if (!remove.every((id) => saved.some((f) => f.id === id))) throw refuse.unknownFile();
      const allowed = Math.min(settings.files_amount, assignmentsApi.ASSIGNMENT_MAX_FILES);
      const total = saved.length - remove.length + files.length;
      if (files.length > 0 && total > allowed) throw refuse.tooManyFiles(allowed);
      if (input.action === 'submit' && total === 0 && !(input.note ?? answer.note).trim())
        throw refuse.emptyAnswer();

      const removed = await deleteAnswerFiles(tx, answer.id, remove);
      for (const file of files) {
        const storedName = await deps.storage.write(user.id, input.id, file.kind, file.data);
        written.push(storedName);
        await insertAnswerFile(tx, {
          answerId: answer.id,
          userId: user.id,
          originalName: file.name,
          storedName,
          mime: file.mime,
          size: file.data.length,
        });
      }
      if (input.note !== undefined) await updateNote(tx, answer.id, input.note);
      if (input.action === 'submit') {
        await handInAnswer(tx, answer.id, false);
        await recordAssignmentHandedIn(tx, answer.user_item_id);
      }
      return { results: toResults(await stateOf(tx, user.id, input.id), site), removed };
    });
  } catch (error) {
    await deps.storage.remove(written);
    throw error;
  }
  if ('refused' in outcome) throw outcome.refused;
  await deps.storage.remove(outcome.removed);
  return {
    status: 'success' as const,
    message: message(input.action === 'submit' ? 'assignment.submitted' : 'assignment.saved', locale),
    data: { results: outcome.results },
  };
}

/** GET /assignments/files/{id}: one of the caller's own files; anyone else's is not found. */
export async function openOwnFile(deps: AssignmentDeps, fileId: number, user: AuthUser) {
  const row = await findOwnFile(deps.db, user.id, fileId);
  const stream = row ? await deps.storage.open(row.stored_name) : null;
  if (!row || !stream) throw refuse.fileNotFound();
  return { file: row, stream };
}

/**
 * GET /assignments/{id}/feedback-file: the file the instructor attached to the feedback on the caller's
 * own answer; without one, not found.
 */
export async function openFeedbackFile(deps: AssignmentDeps, itemId: number, user: AuthUser) {
  const answer = await findAnswer(deps.db, user.id, itemId, { lock: false });
  const row = answer ? await findFeedbackFile(deps.db, answer.id) : undefined;
  const stream = row ? await deps.storage.open(row.stored_name) : null;
  if (!row || !stream) throw refuse.fileNotFound();
  return { file: row, stream };
}
