import type { QuestionType } from '@studovna/core/contract';
import type { BlankSpec, QuizPart } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';

/** A quiz's settings and its questions with their options, as seed.ts stores them. */

export interface QuizSettingsRow {
  item_id: number;
  passing_grade: number;
  retake_count: number;
  time_limit_seconds: number;
  instant_check: boolean;
  /** The share of a question's points a wrong answer takes off (`0`, `1` or `n/d`, migration 0028). */
  wrong_penalty: string;
  /** The share a skipped question takes off. */
  skip_penalty: string;
  /** A mock test's parts in order (migration 0029); empty for any other quiz. */
  parts: QuizPart[];
}

export interface QuestionRow {
  id: number;
  type: QuestionType;
  title: string;
  content: string;
  hint: string;
  explanation: string;
  mark: number;
  /** The question's revision: +1 with every edit (decision 0024). */
  revision: number;
  /** fill_in_blanks: `{text, blanks}`; `{}` otherwise. */
  settings: { text?: string; blanks?: BlankSpec[] };
  /** The index of the question's part in its quiz's parts; null in a quiz without parts. */
  part: number | null;
}

export interface OptionRow {
  id: number;
  question_id: number;
  sort: number;
  title: string;
  value: string;
  is_true: boolean;
}

export async function findQuizSettings(db: Queryable, quizId: number): Promise<QuizSettingsRow | undefined> {
  const [row] = await db.query<QuizSettingsRow>(
    `select item_id, passing_grade, retake_count, time_limit_seconds, instant_check, wrong_penalty, skip_penalty, parts
       from quizzes where item_id = $1`,
    [quizId],
  );
  return row;
}

/** The quiz's questions in order, and all their options in order. */
export async function findQuestions(
  db: Queryable,
  quizId: number,
): Promise<{ questions: QuestionRow[]; options: OptionRow[] }> {
  const [questions, options] = await Promise.all([
    db.query<QuestionRow>(
      `select id, type, title, content, hint, explanation, mark, revision, settings, part
         from questions where quiz_id = $1 order by sort, id`,
      [quizId],
    ),
    db.query<OptionRow>(
      `select o.id, o.question_id, o.sort, o.title, o.value, o.is_true
         from question_options o join questions q on q.id = o.question_id
        where q.quiz_id = $1 order by o.question_id, o.sort, o.id`,
      [quizId],
    ),
  ]);
  return { questions, options };
}
