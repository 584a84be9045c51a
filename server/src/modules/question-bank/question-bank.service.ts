import type { Locale } from '@studovna/core';
import type { BankQuestion } from '@studovna/core/contract/studio';
import { questionBankMessage, questionDraftProblems, type QuestionDraft } from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { changedFields, entityAudit, recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { bankError, bankNotFound, invalidBankFields } from './bank-error';
import { mayEditQuestion, toBankQuestion } from './bank-question-view';
import {
  archiveQuestion,
  countLearners,
  deleteQuestion,
  findBankQuestion,
  findOptions,
  insertQuestion,
  insertRevision,
  nextSort,
  storedOf,
  updateQuestionContent,
  type BankQuestionDbRow,
} from './question-bank.repository';
import { contentDiffers, draftFromStored, storedFromDraft } from './question-draft-codec';
import { assertMayEditQuiz } from './studio-quizzes.service';

/** One question of the bank: read, create, save as a new revision, delete or archive (decision 0024). */

/** The draft's problems, then those of the draft as it will be stored (sanitising may empty a text). */
function validStored(draft: QuestionDraft, before?: Parameters<typeof storedFromDraft>[1]) {
  const problems = questionDraftProblems(draft);
  if (problems.length > 0) throw invalidBankFields(problems);
  const result = storedFromDraft(draft, before);
  const after = questionDraftProblems(draftFromStored(result.stored, result.meta));
  if (after.length > 0) throw invalidBankFields(after);
  return result;
}

async function questionOf(db: Queryable, row: BankQuestionDbRow, user: StudioUser): Promise<BankQuestion> {
  const [options, learners] = [await findOptions(db, row.id), await countLearners(db, row.id)];
  return toBankQuestion(row, storedOf(row, options), user, learners);
}

export async function getBankQuestion(db: Queryable, user: StudioUser, id: number): Promise<BankQuestion> {
  const row = await findBankQuestion(db, id);
  if (!row) throw bankNotFound();
  return questionOf(db, row, user);
}

async function editable(tx: Queryable, user: StudioUser, id: number): Promise<BankQuestionDbRow> {
  const row = await findBankQuestion(tx, id, { lock: true });
  if (!row) throw bankNotFound();
  if (!mayEditQuestion(user, row)) throw bankError(403, 'studio_not_yours', 'bank.questionNotYours');
  return row;
}

/** The draft's fields as the log compares them. */
const loggedFields = (row: BankQuestionDbRow, draft: QuestionDraft) => ({
  ...draft,
  quiz_id: row.quiz_id,
});

export async function createBankQuestion(
  db: Database,
  user: StudioUser,
  draft: QuestionDraft,
  quizId: number | undefined,
  locale: Locale,
): Promise<{ message: string; data: BankQuestion }> {
  const { stored, meta } = validStored(draft);
  const id = await db.transaction(async (tx) => {
    const quiz = quizId === undefined ? undefined : await assertMayEditQuiz(tx, user, quizId);
    const sort = quiz ? await nextSort(tx, quiz.id) : 0;
    const created = await insertQuestion(tx, {
      stored,
      meta,
      authorId: user.id,
      quizId: quiz?.id ?? null,
      sort,
    });
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'question',
      entityId: created,
      courseId: quiz?.course_id ?? null,
      action: 'create',
      changes: changedFields(null, { ...draftFromStored(stored, meta), quiz_id: quiz?.id ?? null }),
    });
    return created;
  });
  return { message: questionBankMessage('bank.created', locale), data: await getBankQuestion(db, user, id) };
}

export async function updateBankQuestion(
  db: Database,
  user: StudioUser,
  id: number,
  draft: QuestionDraft,
  locale: Locale,
): Promise<{ message: string; data: BankQuestion }> {
  const revision = await db.transaction(async (tx) => {
    const row = await editable(tx, user, id);
    const options = await findOptions(tx, id);
    const before = storedOf(row, options);
    const { stored, meta } = validStored(draft, before);
    const changed = contentDiffers(before, stored);
    // the question as it was stays readable for the attempts graded with it
    if (changed) await insertRevision(tx, id, row.revision, { ...before, options });
    const next = changed ? row.revision + 1 : row.revision;
    await updateQuestionContent(tx, id, stored, meta, next);
    const beforeDraft = draftFromStored(before, { tags: row.tags, difficulty: row.difficulty });
    const changes = changedFields(
      loggedFields(row, beforeDraft),
      loggedFields(row, draftFromStored(stored, meta)),
    );
    if (Object.keys(changes).length > 0)
      await recordAuditEntry(tx, {
        userId: user.id,
        entity: 'question',
        entityId: id,
        courseId: row.course_id,
        action: 'update',
        changes: changed ? { ...changes, revision: { from: row.revision, to: next } } : changes,
      });
    return next;
  });
  const data = await getBankQuestion(db, user, id);
  const message =
    revision > 1
      ? questionBankMessage('bank.savedRevision', locale, { revision })
      : questionBankMessage('bank.saved', locale);
  return { message, data };
}

/** Deletes a question nobody has touched; archives any other (decision 0024). */
export async function deleteBankQuestion(
  db: Database,
  user: StudioUser,
  id: number,
  locale: Locale,
): Promise<{ message: string; data: { id: number; archived: boolean } }> {
  return db.transaction(async (tx) => {
    const row = await editable(tx, user, id);
    const learners = await countLearners(tx, id);
    const archived = learners > 0;
    if (archived) await archiveQuestion(tx, id);
    else await deleteQuestion(tx, id);
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'question',
      entityId: id,
      courseId: row.course_id,
      action: archived ? 'archive' : 'delete',
      changes: archived ? { quiz_id: { from: row.quiz_id, to: null } } : {},
    });
    const message = archived
      ? questionBankMessage('bank.archived', locale, { count: learners })
      : questionBankMessage('bank.deleted', locale);
    return { message, data: { id, archived } };
  });
}

export async function questionAudit(
  db: Queryable,
  id: number,
  query: { page?: number | undefined; per_page?: number | undefined },
) {
  const row = await findBankQuestion(db, id);
  if (!row) throw bankNotFound();
  const perPage = query.per_page ?? 20;
  return entityAudit(db, 'question', id, { limit: perPage, offset: ((query.page ?? 1) - 1) * perPage });
}
