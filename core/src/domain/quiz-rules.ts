import type { AnswerValue } from '../contract/question';
import { penaltyOf, penaltyOfSwitch, type Penalty } from './grading/penalty';
import type { GivenAnswer, QuizGrade, QuizGradingSettings } from './grading/types';

/**
 * The attempt rules the server decides (LearnPress where SPEC is silent): the deadline and its grace,
 * the stored form of results, the order sorting options are shown in. Pure functions; the server's
 * services feed them rows and the time.
 */

/** A finish or save this long after the deadline still counts (network and clock slack). */
export const DEADLINE_GRACE_MS = 5000;

/** Seconds left until the deadline, never negative; null when untimed. */
export function secondsLeft(deadline: Date | null, now: Date): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** The attempt's time is up, grace included: only what was saved by the deadline counts. */
export const isOverTime = (deadline: Date | null, now: Date): boolean =>
  deadline !== null && now.getTime() > deadline.getTime() + DEADLINE_GRACE_MS;

/** Seconds spent from start to `end`, the deadline at most. */
export function secondsSpent(startedAt: Date, end: Date, deadline: Date | null): number {
  const until = deadline && deadline < end ? deadline : end;
  return Math.max(0, Math.round((until.getTime() - startedAt.getTime()) / 1000));
}

/** LearnPress `time_spend`: "H:MM:SS". */
export function formatTimeSpend(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Question id (as the JSON key) → answer, as an attempt saves them. */
export type SavedAnswers = Record<string, AnswerValue>;

/** One question's outcome as a finished attempt stores it. */
export interface StoredAnswer {
  answered: AnswerValue;
  correct: boolean;
  /** Points earned, negative when penalised. */
  mark: number;
  blanks?: Record<string, boolean>;
}

/** The grade's totals a finished attempt keeps (LearnPress `calculate_results`). */
type StoredTotals = Pick<
  QuizGrade,
  | 'question_count'
  | 'question_correct'
  | 'question_wrong'
  | 'question_empty'
  | 'user_mark'
  | 'mark'
  | 'subtracted'
  | 'result'
>;

/** What a finished attempt stores in `results`: the grade's totals and each question's outcome. */
export interface StoredResults extends StoredTotals {
  answered: Record<string, StoredAnswer>;
  /**
   * The questions graded, in the order shown, each with the revision it was graded with (decision 0024);
   * absent in attempts finished before revisions began (all of them at revision 1).
   */
  graded?: { id: number; revision: number }[];
  /**
   * The penalties the attempt was graded with (decision 0043), so its result explains itself after an
   * author changes them; absent in attempts graded before penalties were fractions (the quiz's then).
   */
  wrong_penalty?: string;
  skip_penalty?: string;
}

/** The learner's answer as results show it: `''` when nothing was given. */
export const shownAnswer = (answer: GivenAnswer): AnswerValue => answer ?? '';

export function toStoredResults(grade: QuizGrade, answers: SavedAnswers): StoredResults {
  const answered: Record<string, StoredAnswer> = {};
  for (const q of grade.questions) {
    const key = String(q.id);
    answered[key] = {
      answered: shownAnswer(answers[key]),
      correct: q.correct,
      mark: q.net,
      ...(q.blanks ? { blanks: Object.fromEntries(q.blanks.map((b) => [b.id, b.correct])) } : {}),
    };
  }
  const { question_count, question_correct, question_wrong, question_empty } = grade;
  const { user_mark, mark, subtracted, result } = grade;
  return {
    question_count,
    question_correct,
    question_wrong,
    question_empty,
    user_mark,
    mark,
    subtracted,
    result,
    answered,
  };
}

/** Quiz settings as grading takes them. */
export const gradingSettings = (quiz: {
  passing_grade: number;
  wrong_penalty: string;
  skip_penalty: string;
}): QuizGradingSettings => ({
  passingGrade: quiz.passing_grade,
  wrongPenalty: penaltyOf(quiz.wrong_penalty),
  skipPenalty: penaltyOf(quiz.skip_penalty),
});

/** Small deterministic generator (mulberry32), so an attempt always shows the same order. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order sorting options are shown in: shuffled by `seed` (the attempt and the question), never the
 * correct order itself when there are two or more, so the answer is not given away.
 */
export function shuffledOrder<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  if (out.length > 1 && out.every((item, i) => item === items[i])) out.push(out.shift()!);
  return out;
}

/**
 * A quiz's penalties as its meta says them (issue 27): its own `wrong_penalty` and `skip_penalty`, or
 * from a LearnPress server, which sends only the switches, the whole mark when a switch is on.
 */
export function quizPenalties(meta: {
  _lp_negative_marking: 'yes' | 'no';
  _lp_minus_skip_questions: 'yes' | 'no';
  wrong_penalty?: string;
  skip_penalty?: string;
}): { wrong: Penalty; skip: Penalty } {
  return {
    wrong:
      meta.wrong_penalty !== undefined
        ? penaltyOf(meta.wrong_penalty)
        : penaltyOfSwitch(meta._lp_negative_marking === 'yes'),
    skip:
      meta.skip_penalty !== undefined
        ? penaltyOf(meta.skip_penalty)
        : penaltyOfSwitch(meta._lp_minus_skip_questions === 'yes'),
  };
}
