import type { AnswerValue } from '@studovna/core/contract';
import {
  gradeQuiz,
  gradingSettings,
  toStoredResults,
  type GradableQuestion,
  type QuizGrade,
} from '@studovna/core/domain';
import type { Queryable } from '../database';
import type { OptionRow, QuestionRow, QuizSettingsRow } from '../../modules/quiz/quiz-content.repository';
import { toGradable } from '../../modules/quiz/quiz-loader';
import { rebuildScores } from '../../modules/progress/progress.service';
import { COHORT_LEARNERS } from './cohort-data';
import { MISKEYED_QUESTION_TITLE } from './content/osp';

/**
 * Past quiz attempts of the seeded cohort, so a percentile means something on a fresh install
 * (decision 0008). Each quiz gets 20–40 learners: those whose item progress (cohort.ts) finished the
 * quiz, with a last attempt that agrees with that graduation, and other cohort learners with attempts
 * of earlier runs (history). Scores spread normally around 58–72 % per quiz in the quiz's question
 * granularity; some learners retake and improve. Every attempt is graded by the real grading from real
 * answers, stored in one bulk insert, and the counted scores are derived from them.
 */

const DAY = 86_400_000;
/** How much chance mixes the order in which a learner gets questions right (0: strictly easiest first). */
const SHUFFLE_WEIGHT = 0.3;

interface SeedAttempt {
  n: number;
  user_id: number;
  quiz_id: number;
  course_id: number;
  user_item_id: number | null;
  retaken: number;
  started_at: string;
  deadline: string | null;
  finished_at: string;
  answers: Record<string, AnswerValue>;
  results: ReturnType<typeof toStoredResults>;
  graduation: 'passed' | 'failed';
  result: number;
  user_mark: number;
  time_spend: number;
  question_seconds: Record<string, number>;
}

/** Deterministic generator (mulberry32), so every install gets the same cohort. */
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
 * The attempt's seconds shared among its questions (decision 0032): each a little different, one got
 * wrong a little longer. A generator of its own, so the cohort's answers stay what they were.
 */
function secondsPerQuestion(
  grade: { questions: readonly { id: number; correct: boolean }[] },
  timeSpend: number,
  seed: number,
): Record<string, number> {
  const next = random(seed);
  const weights = grade.questions.map((q) => (0.6 + next() * 0.8) * (q.correct ? 1 : 1.25));
  const total = weights.reduce((a, b) => a + b, 0);
  return Object.fromEntries(
    grade.questions.map((q, i) => [String(q.id), Math.max(1, Math.floor((timeSpend * weights[i]!) / total))]),
  );
}

const normal = (next: () => number) => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());

function rightAnswer(q: GradableQuestion): AnswerValue | undefined {
  const truthy = q.options.filter((o) => o.isTrue).map((o) => o.value);
  switch (q.type) {
    case 'true_or_false':
    case 'single_choice':
      return truthy[0];
    case 'multi_choice':
      return truthy;
    case 'sorting_choice':
      return [...q.options].sort((a, b) => a.sort - b.sort).map((o) => o.value);
    case 'fill_in_blanks':
      return Object.fromEntries(
        (q.blanks ?? []).map((b) => [
          b.id,
          b.comparison === 'equal' ? b.answer : b.comparison === 'any' ? b.answers[0]! : String(b.min),
        ]),
      );
  }
}

/** A wrong answer; `pick` (0–1) spreads the wrong choices over the distractors. */
function wrongAnswer(q: GradableQuestion, pick: number): AnswerValue | undefined {
  const falsy = q.options.filter((o) => !o.isTrue).map((o) => o.value);
  const distractor = falsy[Math.min(falsy.length - 1, Math.floor(pick * falsy.length))];
  switch (q.type) {
    case 'true_or_false':
    case 'single_choice':
      return distractor;
    case 'multi_choice':
      return distractor === undefined ? undefined : [distractor];
    case 'sorting_choice':
      return q.options.length > 1
        ? [...q.options].sort((a, b) => b.sort - a.sort).map((o) => o.value)
        : undefined;
    case 'fill_in_blanks':
      return Object.fromEntries((q.blanks ?? []).map((b) => [b.id, 'nevím']));
  }
}

interface QuizInfo {
  id: number;
  /** The deliberately bad question (MISKEYED_QUESTION_TITLE), if the quiz has it. */
  miskeyedId?: number;
  course_id: number;
  timeLimit: number;
  retakeCount: number;
  questions: GradableQuestion[];
  grade: (answers: Record<string, AnswerValue>) => QuizGrade;
}

/**
 * Answers with `correct` questions right (in a shuffled order), the others mostly wrong, some skipped.
 * The deliberately bad question is answered by strength instead: the learners who get most of the rest
 * right choose its distractor, the others its key.
 */
function answersFor(quiz: QuizInfo, correct: number, next: () => number): Record<string, AnswerValue> {
  const order = quiz.questions.map((q, i) => ({ q, key: i < correct ? 0 : 1, r: next() }));
  const answers: Record<string, AnswerValue> = {};
  for (const { q, key, r } of order) {
    const strong = correct / quiz.questions.length >= 0.6;
    const answer =
      q.id === quiz.miskeyedId
        ? strong
          ? wrongAnswer(q, 0)
          : rightAnswer(q)
        : key === 0
          ? rightAnswer(q)
          : r < 0.75
            ? wrongAnswer(q, r / 0.75)
            : undefined;
    if (answer !== undefined) answers[String(q.id)] = answer;
  }
  return answers;
}

/** A graded attempt near `skill` (0–1); with `graduation`, moved until it agrees with it. */
function attemptAt(quiz: QuizInfo, skill: number, next: () => number, graduation?: 'passed' | 'failed') {
  const n = quiz.questions.length;
  const shuffled = [...quiz.questions];
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  // which questions come out right: the easier ones (earlier in the quiz) first, mixed with the shuffle,
  // so a stronger learner also gets the harder ones right and every question tells strong from weak
  const rank = (q: GradableQuestion) => quiz.questions.indexOf(q) + SHUFFLE_WEIGHT * shuffled.indexOf(q);
  const ordered = { ...quiz, questions: [...quiz.questions].sort((a, b) => rank(a) - rank(b)) };
  let correct = Math.min(n, Math.max(0, Math.round(skill * n)));
  let answers = answersFor(ordered, correct, next);
  let grade = quiz.grade(answers);
  for (let tries = 0; graduation && grade.graduation !== graduation && tries <= n; tries++) {
    correct = Math.min(n, Math.max(0, correct + (graduation === 'passed' ? 1 : -1)));
    answers = answersFor(ordered, correct, next);
    grade = quiz.grade(answers);
  }
  return { answers, grade };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Every quiz with its questions as grading takes them, in three queries. */
async function loadQuizzes(tx: Queryable): Promise<QuizInfo[]> {
  const quizzes = await tx.query<QuizSettingsRow & { course_id: number }>(
    `select q.*, i.course_id from quizzes q join items i on i.id = q.item_id order by q.item_id`,
  );
  const questions = await tx.query<QuestionRow & { quiz_id: number }>(
    'select id, quiz_id, type, title, content, hint, explanation, mark, settings from questions order by sort, id',
  );
  const options = await tx.query<OptionRow>(
    'select id, question_id, sort, title, value, is_true from question_options order by question_id, sort, id',
  );
  const optionsOf = groupBy(options, (o) => o.question_id);
  const questionsOf = groupBy(questions, (q) => q.quiz_id);
  return quizzes.map((settings) => {
    const gradable = (questionsOf.get(settings.item_id) ?? []).map((row) =>
      toGradable(row, optionsOf.get(row.id) ?? []),
    );
    return {
      id: settings.item_id,
      miskeyedId: (questionsOf.get(settings.item_id) ?? []).find((q) => q.title === MISKEYED_QUESTION_TITLE)
        ?.id,
      course_id: settings.course_id,
      timeLimit: settings.time_limit_seconds,
      retakeCount: settings.retake_count,
      questions: gradable,
      grade: (answers: Record<string, AnswerValue>) =>
        gradeQuiz(gradable, answers, gradingSettings(settings)),
    };
  });
}

export async function seedCohortAttempts(
  tx: Queryable,
  now = Date.now(),
): Promise<{ attempts: number; learners: number[] }> {
  const users = await tx.query<{ id: number; username: string }>(
    'select id, username from users where username = any($1::text[])',
    [COHORT_LEARNERS.map(([u]) => u)],
  );
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const cohort = COHORT_LEARNERS.map(([u]) => idOf.get(u)!);
  const quizzes = await loadQuizzes(tx);
  const runs = await tx.query<{
    id: number;
    user_id: number;
    item_id: number;
    graduation: string;
    end_time: Date;
  }>(
    `select id, user_id, item_id, graduation, end_time from user_items
      where status = 'completed' and item_id = any($1::int[]) and user_id = any($2::int[])`,
    [quizzes.map((q) => q.id), cohort],
  );

  const rows: SeedAttempt[] = [];
  const learners: number[] = [];
  for (const [qi, quiz] of quizzes.entries()) {
    if (quiz.questions.length === 0) continue;
    const mean = 0.58 + (qi % 5) * 0.035;
    const own = runs.filter((r) => r.item_id === quiz.id);
    const others = cohort.filter((id) => !own.some((r) => r.user_id === id));
    const target = Math.min(cohort.length, Math.max(own.length, 20 + ((qi * 7) % 21)));
    const shift = others.length ? (qi * 11) % others.length : 0;
    const rotated = [...others.slice(shift), ...others.slice(0, shift)];
    const people = [
      ...own.map((run) => ({ userId: run.user_id, run })),
      ...rotated.map((userId) => ({ userId, run: undefined })),
    ];
    learners.push(Math.min(target, people.length));
    for (const { userId, run } of people.slice(0, target)) {
      const next = random(quiz.id * 7919 + userId);
      const skill = mean + 0.16 * normal(next);
      const maxAttempts = quiz.retakeCount < 0 ? 3 : Math.min(3, quiz.retakeCount + 1);
      const count = Math.min(maxAttempts, 1 + (next() < 0.35 ? 1 : 0) + (next() < 0.12 ? 1 : 0));
      let finished = run ? new Date(run.end_time).getTime() : now - (8 + next() * 80) * DAY;
      finished -= (count - 1) * 2 * DAY;
      for (let k = 0; k < count; k++) {
        const last = k === count - 1;
        const graduation = last && run ? (run.graduation === 'passed' ? 'passed' : 'failed') : undefined;
        const at = skill - 0.06 * (count - 1 - k) + 0.05 * normal(next);
        const { answers, grade } = attemptAt(quiz, at, next, graduation);
        const spent = Math.round(quiz.questions.length * (35 + next() * 70));
        const timeSpend = quiz.timeLimit > 0 ? Math.min(spent, quiz.timeLimit) : spent;
        const started = finished - timeSpend * 1000;
        rows.push({
          n: rows.length,
          user_id: userId,
          quiz_id: quiz.id,
          course_id: quiz.course_id,
          user_item_id: run?.id ?? null,
          retaken: k,
          started_at: new Date(started).toISOString(),
          deadline: quiz.timeLimit > 0 ? new Date(started + quiz.timeLimit * 1000).toISOString() : null,
          finished_at: new Date(finished).toISOString(),
          answers,
          results: toStoredResults(grade, answers),
          graduation: grade.graduation,
          result: grade.result,
          user_mark: grade.user_mark,
          time_spend: timeSpend,
          question_seconds: secondsPerQuestion(grade, timeSpend, quiz.id * 104_729 + userId * 31 + k),
        });
        finished += 2 * DAY;
      }
    }
  }

  await tx.query(
    `insert into quiz_attempts (user_id, quiz_id, course_id, user_item_id, status, retaken, started_at, deadline,
                                finished_at, answers, results, graduation, result, user_mark, time_spend,
                                question_seconds)
     select user_id, quiz_id, course_id, user_item_id, 'completed', retaken, started_at, deadline,
            finished_at, answers, results, graduation, result, user_mark, time_spend, question_seconds
       from jsonb_to_recordset($1::jsonb) as x(n int, user_id int, quiz_id int, course_id int, user_item_id int,
            retaken int, started_at timestamptz, deadline timestamptz, finished_at timestamptz, answers jsonb,
            results jsonb, graduation text, result numeric, user_mark numeric, time_spend int,
            question_seconds jsonb)
      order by n`,
    [JSON.stringify(rows)],
  );
  await rebuildScores(
    tx,
    quizzes.map((q) => q.id),
  );
  return { attempts: rows.length, learners };
}
