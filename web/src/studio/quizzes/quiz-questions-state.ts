import type { StudioQuiz } from '@studovna/core/contract/studio';
import { isMark } from '@studovna/core/studio';
import { numberOf } from './quiz-settings-state';

/** A question of the quiz as edited: its points as typed, and as they were when it came in. */
export interface QuizQuestionRow {
  id: number;
  type: StudioQuiz['questions'][number]['type'];
  title: string;
  mark: string;
  originalMark: number;
}

const markText = (mark: number) => String(mark).replace('.', ',');

export const rowsOf = (quiz: StudioQuiz): QuizQuestionRow[] =>
  quiz.questions.map((q) => ({
    id: q.id,
    type: q.type,
    title: q.title,
    mark: markText(q.mark),
    originalMark: q.mark,
  }));

export const newRow = (q: { id: number; type: QuizQuestionRow['type']; title: string; mark: number }) => ({
  id: q.id,
  type: q.type,
  title: q.title,
  mark: markText(q.mark),
  originalMark: q.mark,
});

/** What is saved: the order and each question's points (sent only when changed: a change is a new revision). */
export const questionsBodyOf = (rows: readonly QuizQuestionRow[]) => ({
  questions: rows.map((row) => {
    const mark = numberOf(row.mark);
    return mark === row.originalMark ? { id: row.id } : { id: row.id, mark };
  }),
});

/** Rows whose points are not points (more than 0, at most 100, two decimals), by id. */
export const markProblems = (rows: readonly QuizQuestionRow[]): number[] =>
  rows.filter((row) => !isMark(numberOf(row.mark))).map((row) => row.id);

/** The sum of the points as typed (a wrong value counts as 0). */
export const totalOf = (rows: readonly QuizQuestionRow[]) =>
  Math.round(
    rows.reduce((sum, row) => sum + (isMark(numberOf(row.mark)) ? numberOf(row.mark) : 0), 0) * 100,
  ) / 100;

/** The server's field messages (`questions.3.mark`, `questions.0.id`) by the row's id and field. */
export function rowErrorsOf(
  fields: Record<string, string>,
  rows: readonly QuizQuestionRow[],
): { errors: Record<string, string>; other: string[] } {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const match = /^questions\.(\d+)\.(id|mark)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (match && row) errors[`${row.id}.${match[2]}`] = message;
    else other.push(message);
  }
  return { errors, other };
}

/** Points as the author's language writes them (2,5 in Czech). */
export const formatPoints = (points: number, language: 'cs' | 'en') =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'cs-CZ', { maximumFractionDigits: 2 }).format(points);
