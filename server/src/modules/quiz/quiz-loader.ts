import type { GradableQuestion } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import { courseCacheOf } from '../courses/course-cache';
import { itemNotFound, type ItemForLearner } from '../progress/item-access';
import {
  databaseNow,
  findCourseStatus,
  findCurrentAttempt,
  findLearningItem,
  findUserItem,
  lockRun,
  type AttemptRow,
  type UserItemState,
} from '../progress/progress.service';
import {
  findQuestions,
  findQuizSettings,
  type OptionRow,
  type QuestionRow,
  type QuizSettingsRow,
} from './quiz-content.repository';

/** A quiz with everything grading and the view need, and the caller's run of it. */

export interface LoadedQuestion {
  row: QuestionRow;
  options: OptionRow[];
  gradable: GradableQuestion;
}

export interface LoadedQuiz extends ItemForLearner {
  settings: QuizSettingsRow;
  questions: LoadedQuestion[];
}

/** A stored question as grading takes it. */
export function toGradable(row: QuestionRow, options: OptionRow[]): GradableQuestion {
  return {
    id: row.id,
    type: row.type,
    mark: row.mark,
    options: options.map((o) => ({ value: o.value, isTrue: o.is_true, sort: o.sort })),
    ...(row.type === 'fill_in_blanks' ? { blanks: row.settings.blanks ?? [] } : {}),
  };
}

/** A quiz as everyone sees it: its item, settings and questions. */
export type QuizContent = Omit<LoadedQuiz, 'courseStatus'>;

async function fetchQuizContent(db: Queryable, id: number): Promise<QuizContent | null> {
  const item = await findLearningItem(db, id);
  if (!item || item.type !== 'lp_quiz') return null;
  // one after the other: inside a transaction both run on one connection anyway (pg warns of overlap)
  const settings = await findQuizSettings(db, id);
  const content = await findQuestions(db, id);
  if (!settings) return null;
  const optionsOf = new Map<number, OptionRow[]>();
  for (const o of content.options) optionsOf.set(o.question_id, [...(optionsOf.get(o.question_id) ?? []), o]);
  const questions = content.questions.map((row) => {
    const options = optionsOf.get(row.id) ?? [];
    return { row, options, gradable: toGradable(row, options) };
  });
  return { item, settings, questions };
}

/**
 * The quiz `id` of a published course (null when there is none), kept while the content version holds
 * (decision 0014). Inside a transaction it is read there, never kept.
 */
export async function quizContentOf(db: Queryable, id: number): Promise<QuizContent | null> {
  const cache = courseCacheOf(db);
  if (!cache) return fetchQuizContent(db, id);
  const version = await cache.current();
  const kept = cache.get<{ content: QuizContent | null }>('quizzes', id);
  if (kept) return kept.content;
  const content = await fetchQuizContent(db, id);
  cache.keep('quizzes', version, id, { content });
  return content;
}

/**
 * The quiz `id` (404 when there is none in a published course) with the caller's course status.
 * `content` read before a transaction (by {@link quizContentOf} on the database) spares reading it
 * again inside it: a quiz changes only by the seed or an administrator.
 */
export async function loadQuiz(
  db: Queryable,
  id: number,
  user: AuthUser | null,
  content?: QuizContent | null,
): Promise<LoadedQuiz> {
  const quiz = content === undefined ? await quizContentOf(db, id) : content;
  if (!quiz || quiz.item.id !== id) throw itemNotFound('lp_quiz');
  const courseStatus = user ? await findCourseStatus(db, user.id, quiz.item.course_id) : null;
  return { ...quiz, courseStatus };
}

/**
 * {@link loadQuiz} and {@link loadState} with `lock`, for an action on the caller's run: the course status
 * and the run's attempt are read in the lock's round trip (decision 0040). `content` is the quiz read before the transaction ({@link quizContentOf}).
 */
export async function loadQuizWithLockedRun(
  tx: Queryable,
  id: number,
  user: AuthUser,
  content: QuizContent | null,
): Promise<{ quiz: LoadedQuiz; state: QuizState }> {
  if (!content || content.item.id !== id) throw itemNotFound('lp_quiz');
  const { userItem, now, courseStatus, attempt } = await lockRun(tx, user.id, id, content.item.course_id);
  return { quiz: { ...content, courseStatus }, state: { userItem, attempt, now } };
}

/** The caller's run of the quiz: its user_items row and current attempt, at the database's `now`. */
export interface QuizState {
  userItem?: UserItemState;
  attempt?: AttemptRow;
  now: Date;
}

/**
 * The caller's run of the quiz. With `lock`, the user_items row is locked for the rest of the
 * transaction, so actions on one run (start, save, check, finish, retake) never interleave.
 */
export async function loadState(
  db: Queryable,
  userId: number,
  quizId: number,
  options: { lock: boolean },
): Promise<QuizState> {
  if (options.lock) {
    // the attempt is read after the lock: after any action holding it has committed
    const { userItem, now, attempt } = await lockRun(db, userId, quizId);
    return { userItem, attempt, now };
  }
  const userItem = await findUserItem(db, userId, quizId);
  const [attempt, now] = await Promise.all([
    userItem ? findCurrentAttempt(db, userItem.id) : undefined,
    databaseNow(db),
  ]);
  return { userItem, attempt, now };
}
