import type { Locale } from '@studovna/core';
import type { StudioQuiz, studioQuizzesApi } from '@studovna/core/contract/studio';
import { canonicalPenalty, roundTo2 } from '@studovna/core/domain';
import { isMark, QUESTION_LIMITS, questionBankMessage, quizSettingsProblems } from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { changedFields, recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { bankError, bankNotFound, invalidBankFields, type BankProblem } from './bank-error';
import { mayEditQuestion } from './bank-question-view';
import {
  findBankQuestion,
  findOptions,
  insertRevision,
  storedOf,
  updateQuestionContent,
} from './question-bank.repository';
import {
  findQuizQuestions,
  findStudioQuiz,
  setQuizQuestionOrder,
  updateQuizSettings,
  type StudioQuizDbRow,
} from './studio-quiz.repository';

/** A quiz in the studio (issue 22 point 4): the settings the engine honours, its questions from the bank. */

type SettingsBody = (typeof studioQuizzesApi.updateQuizSettings.body)['_zod']['output'];
type QuestionsBody = (typeof studioQuizzesApi.setQuizQuestions.body)['_zod']['output'];

const mayEditQuizOf = (user: StudioUser, quiz: StudioQuizDbRow) =>
  user.role === 'administrator' || quiz.course_author_id === user.id;

/** The quiz, locked for the transaction, when the caller may change it (403 when not, 404 when none). */
export async function assertMayEditQuiz(
  tx: Queryable,
  user: StudioUser,
  id: number,
): Promise<StudioQuizDbRow> {
  const quiz = await findStudioQuiz(tx, id, { lock: true });
  if (!quiz) throw bankNotFound();
  if (!mayEditQuizOf(user, quiz)) throw bankError(403, 'studio_not_yours', 'bank.quizNotYours');
  return quiz;
}

export async function getStudioQuiz(db: Queryable, user: StudioUser, id: number): Promise<StudioQuiz> {
  const quiz = await findStudioQuiz(db, id);
  if (!quiz) throw bankNotFound();
  const questions = await findQuizQuestions(db, id);
  return {
    id: quiz.id,
    course: { id: quiz.course_id, title: quiz.course_title },
    settings: {
      title: quiz.title,
      time_limit_seconds: quiz.time_limit_seconds,
      passing_grade: quiz.passing_grade,
      retake_count: quiz.retake_count,
      instant_check: quiz.instant_check,
      wrong_penalty: quiz.wrong_penalty,
      skip_penalty: quiz.skip_penalty,
      preview: quiz.preview,
    },
    questions: questions.map(({ part: _part, ...q }) => ({ ...q, mark: Number(q.mark) })),
    total_mark: roundTo2(questions.reduce((sum, q) => sum + Number(q.mark), 0)),
    may_edit: mayEditQuizOf(user, quiz),
    parts: quiz.parts.map((part, index) => ({
      ...part,
      questions: questions.filter((q) => q.part === index).length,
    })),
  };
}

export async function updateStudioQuiz(
  db: Database,
  user: StudioUser,
  id: number,
  body: SettingsBody,
  locale: Locale,
): Promise<{ message: string; data: StudioQuiz }> {
  // a decimal an author typed (0,25) is stored as its fraction (1/4)
  const settings = {
    ...body,
    wrong_penalty: canonicalPenalty(body.wrong_penalty),
    skip_penalty: canonicalPenalty(body.skip_penalty),
  };
  const problems = quizSettingsProblems(settings);
  await db.transaction(async (tx) => {
    const quiz = await assertMayEditQuiz(tx, user, id);
    if (problems.length > 0) throw invalidBankFields(problems);
    const after = { ...settings, title: body.title.trim() };
    await updateQuizSettings(tx, id, after);
    const { id: _id, course_id: _c, course_title: _t, course_author_id: _a, parts: _p, ...before } = quiz;
    const changes = changedFields(before, after);
    if (Object.keys(changes).length > 0)
      await recordAuditEntry(tx, {
        userId: user.id,
        entity: 'quiz',
        entityId: id,
        courseId: quiz.course_id,
        action: 'update',
        changes,
      });
  });
  return { message: questionBankMessage('bank.saved', locale), data: await getStudioQuiz(db, user, id) };
}

/** A question's points changed from the quiz: a new revision of it, as any edit (decision 0024). */
async function setMark(tx: Queryable, user: StudioUser, id: number, mark: number, courseId: number) {
  const row = (await findBankQuestion(tx, id, { lock: true }))!;
  if (Number(row.mark) === mark) return;
  const options = await findOptions(tx, id);
  const before = storedOf(row, options);
  await insertRevision(tx, id, row.revision, { ...before, options });
  await updateQuestionContent(
    tx,
    id,
    { ...before, mark },
    { tags: row.tags, difficulty: row.difficulty },
    row.revision + 1,
  );
  await recordAuditEntry(tx, {
    userId: user.id,
    entity: 'question',
    entityId: id,
    courseId,
    action: 'update',
    changes: {
      mark: { from: before.mark, to: mark },
      revision: { from: row.revision, to: row.revision + 1 },
    },
  });
}

/** The problems of the list the caller sent: unknown, archived, in another quiz, not theirs, bad points. */
async function listProblems(tx: Queryable, user: StudioUser, quizId: number, body: QuestionsBody) {
  const problems: BankProblem[] = [];
  const seen = new Set<number>();
  for (const [i, { id, mark }] of body.questions.entries()) {
    const path = `questions.${i}`;
    if (seen.has(id)) problems.push({ path: `${path}.id`, code: 'bank.duplicateInQuiz' });
    seen.add(id);
    const row = await findBankQuestion(tx, id);
    if (!row) problems.push({ path: `${path}.id`, code: 'bank.questionUnknown' });
    else if (row.archived_at) problems.push({ path: `${path}.id`, code: 'bank.archivedNotInQuiz' });
    else if (row.quiz_id !== null && row.quiz_id !== quizId)
      problems.push({ path: `${path}.id`, code: 'bank.inOtherQuiz', values: { quiz: row.quiz_title ?? '' } });
    else if (row.quiz_id === null && !mayEditQuestion(user, row))
      problems.push({ path: `${path}.id`, code: 'bank.questionNotYours' });
    if (mark !== undefined && !isMark(mark))
      problems.push({
        path: `${path}.mark`,
        code: 'bank.markInvalid',
        values: { max: QUESTION_LIMITS.mark },
      });
  }
  return problems;
}

export async function setStudioQuizQuestions(
  db: Database,
  user: StudioUser,
  id: number,
  body: QuestionsBody,
  locale: Locale,
): Promise<{ message: string; data: StudioQuiz }> {
  await db.transaction(async (tx) => {
    const quiz = await assertMayEditQuiz(tx, user, id);
    const problems = await listProblems(tx, user, id, body);
    if (problems.length > 0) throw invalidBankFields(problems);
    const before = (await findQuizQuestions(tx, id)).map((q) => q.id);
    const ids = body.questions.map((q) => q.id);
    await setQuizQuestionOrder(tx, id, ids);
    for (const q of body.questions)
      if (q.mark !== undefined) await setMark(tx, user, q.id, q.mark, quiz.course_id);
    const changes = changedFields({ questions: before }, { questions: ids });
    if (Object.keys(changes).length > 0)
      await recordAuditEntry(tx, {
        userId: user.id,
        entity: 'quiz',
        entityId: id,
        courseId: quiz.course_id,
        action: 'questions',
        changes,
      });
  });
  return { message: questionBankMessage('bank.saved', locale), data: await getStudioQuiz(db, user, id) };
}
