import type { GradableQuestion } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../plugins/auth';
import { itemNotFound, loadItem, type ItemForLearner } from '../items/item-access';
import { findUserItem, lockUserItem } from '../items/items.repository';
import { databaseNow, findCurrentAttempt } from './attempts.repository';
import {
  findQuestions,
  findQuizSettings,
  type OptionRow,
  type QuestionRow,
  type QuizSettingsRow,
} from './quiz-content.repository';
import type { QuizState } from './quiz-view';

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

/** The quiz `id` (404 when there is none in a published course) with the caller's course status. */
export async function loadQuiz(db: Queryable, id: number, user: AuthUser | null): Promise<LoadedQuiz> {
  const access = await loadItem(db, id, user, 'lp_quiz');
  // one after the other: inside a transaction both run on one connection anyway (pg warns of overlap)
  const settings = await findQuizSettings(db, id);
  const content = await findQuestions(db, id);
  if (!settings) throw itemNotFound('lp_quiz');
  const optionsOf = new Map<number, OptionRow[]>();
  for (const o of content.options) optionsOf.set(o.question_id, [...(optionsOf.get(o.question_id) ?? []), o]);
  const questions = content.questions.map((row) => {
    const options = optionsOf.get(row.id) ?? [];
    return { row, options, gradable: toGradable(row, options) };
  });
  return { ...access, settings, questions };
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
  const userItem = options.lock
    ? await lockUserItem(db, userId, quizId)
    : await findUserItem(db, userId, quizId);
  const [attempt, now] = await Promise.all([
    userItem ? findCurrentAttempt(db, userItem.id) : undefined,
    databaseNow(db),
  ]);
  return { userItem, attempt, now };
}
