import { message, type Locale, type MessageCode } from '@studovna/core';
import {
  quizApi,
  type AnsweredResult,
  type Question,
  type QuestionOption,
  type Quiz,
  type QuizAttempt,
  type QuizResults,
} from '@studovna/core/contract';
import {
  formatTimeSpend,
  gradeBlanks,
  gradeQuiz,
  gradingSettings,
  questionPoints,
  roundTo2,
  secondsLeft,
  secondsSpent,
  shownAnswer,
  shuffledOrder,
  type GivenAnswer,
} from '@studovna/core/domain';
import type { AttemptRow } from '../progress/progress.service';
import type { LoadedQuestion, LoadedQuiz, QuizState } from './quiz-loader';

/**
 * The quiz as the contract has it, for one caller. The single place that decides what of a question is
 * sent: `is_true`, sorting positions, blank answers and explanations only for a question that is
 * revealed — checked in the attempt, or the attempt finished.
 */

const BLANK = /\{\{([A-Za-z0-9_-]+)\}\}/g;

const GRADUATION_TEXT: Record<'passed' | 'failed' | 'in-progress', MessageCode> = {
  passed: 'quiz.graduationPassed',
  failed: 'quiz.graduationFailed',
  'in-progress': 'quiz.graduationInProgress',
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function fillInBlanksOption(q: LoadedQuestion, reveal: boolean, answer: GivenAnswer): QuestionOption {
  const text = q.row.settings.text ?? '';
  const ids = [...new Set([...text.matchAll(BLANK)].map((m) => m[1]!))];
  const answers = reveal
    ? Object.fromEntries(
        gradeBlanks(q.gradable.blanks ?? [], answer).map((b) => [
          b.id,
          { correct: b.expected, is_correct: b.correct, answer: b.given },
        ]),
      )
    : {};
  return {
    uid: `fib-${q.row.id}`,
    value: '',
    title: text.replace(BLANK, (_, id: string) => `<span class="lp-fib-input" data-id="${id}">…</span>`),
    ids,
    title_api: text
      .replace(BLANK, (_, id: string) => quizApi.fibPlaceholder(id))
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
    answers,
  };
}

function choiceOptions(q: LoadedQuestion, reveal: boolean, seed: number): QuestionOption[] {
  const sorting = q.row.type === 'sorting_choice';
  const position = new Map([...q.options].sort((a, b) => a.sort - b.sort).map((o, i) => [o.id, i]));
  const shown = sorting ? shuffledOrder(q.options, seed * 7919 + q.row.id) : q.options;
  return shown.map((o) => ({
    uid: String(o.id),
    value: o.value,
    title: o.title,
    ...(reveal ? { is_true: o.is_true ? ('yes' as const) : ('no' as const) } : {}),
    ...(reveal && sorting ? { sorting: position.get(o.id)! } : {}),
  }));
}

/** One question; `reveal` adds what is right, `answer` (the caller's) marks the blanks. */
export function toQuestion(q: LoadedQuestion, reveal: boolean, answer: GivenAnswer, seed: number): Question {
  return {
    id: q.row.id,
    type: q.row.type,
    title: q.row.title,
    content: q.row.content,
    point: questionPoints(q.gradable),
    ...(q.row.hint ? { hint: q.row.hint } : {}),
    explanation: reveal ? q.row.explanation || null : null,
    has_explanation: q.row.explanation !== '',
    ...(q.row.part !== null && q.row.part !== undefined ? { part: q.row.part } : {}),
    options:
      q.row.type === 'fill_in_blanks'
        ? [fillInBlanksOption(q, reveal, answer)]
        : choiceOptions(q, reveal, seed),
  };
}

/** Everything is revealed once the run is finished (also a run finished before attempts were stored). */
const finished = (state: QuizState): boolean =>
  state.attempt ? state.attempt.status === 'completed' : state.userItem?.status === 'completed';

function checkedIds(quiz: LoadedQuiz, state: QuizState): number[] {
  if (finished(state)) return quiz.questions.map((q) => q.row.id);
  return state.attempt?.status === 'started' ? state.attempt.checked_question_ids : [];
}

const totalMark = (quiz: LoadedQuiz) =>
  roundTo2(quiz.questions.reduce((sum, q) => sum + questionPoints(q.gradable), 0));

function emptyResults(quiz: LoadedQuiz): QuizResults {
  const n = quiz.questions.length;
  return {
    status: '',
    graduation: '',
    graduationText: '',
    result: 0,
    question_count: n,
    question_correct: 0,
    question_wrong: 0,
    question_empty: n,
    subtracted: 0,
    user_mark: 0,
    mark: totalMark(quiz),
    time_spend: formatTimeSpend(0),
    retaken: 0,
    total_time: null,
    answered: {},
  };
}

function startedResults(quiz: LoadedQuiz, attempt: AttemptRow, now: Date, locale: Locale): QuizResults {
  const checked = new Set(attempt.checked_question_ids);
  const grade = gradeQuiz(
    quiz.questions.filter((q) => checked.has(q.row.id)).map((q) => q.gradable),
    attempt.answers,
    gradingSettings(quiz.settings),
  );
  const outcome = new Map(grade.questions.map((r) => [r.id, r]));
  const answered: Record<string, AnsweredResult> = {};
  for (const q of quiz.questions) {
    const key = String(q.row.id);
    const r = outcome.get(q.row.id);
    if (r)
      answered[key] = {
        answered: shownAnswer(attempt.answers[key]),
        correct: r.correct,
        mark: r.net,
        explanation: q.row.explanation || null,
        ...(r.blanks ? { blanks: Object.fromEntries(r.blanks.map((b) => [b.id, b.correct])) } : {}),
      };
    else if (Object.hasOwn(attempt.answers, key))
      answered[key] = { answered: attempt.answers[key]!, correct: false };
  }
  const n = quiz.questions.length;
  return {
    ...emptyResults(quiz),
    status: 'started',
    graduation: 'in-progress',
    graduationText: message(GRADUATION_TEXT['in-progress'], locale),
    question_correct: grade.question_correct,
    question_wrong: grade.question_wrong,
    question_empty: n - grade.question_correct - grade.question_wrong,
    subtracted: grade.subtracted,
    user_mark: grade.user_mark,
    time_spend: formatTimeSpend(secondsSpent(attempt.started_at, now, attempt.deadline)),
    retaken: attempt.retaken,
    total_time: secondsLeft(attempt.deadline, now),
    answered,
    start_time: iso(attempt.started_at),
  };
}

function completedResults(quiz: LoadedQuiz, attempt: AttemptRow, locale: Locale): QuizResults {
  const stored = attempt.results!;
  const graduation = attempt.graduation ?? 'failed';
  const explanation = new Map(quiz.questions.map((q) => [String(q.row.id), q.row.explanation || null]));
  const answered = Object.fromEntries(
    Object.entries(stored.answered).map(([key, a]) => [
      key,
      { ...a, explanation: explanation.get(key) ?? null },
    ]),
  );
  return {
    status: 'completed',
    graduation,
    graduationText: message(GRADUATION_TEXT[graduation], locale),
    result: stored.result,
    question_count: stored.question_count,
    question_correct: stored.question_correct,
    question_wrong: stored.question_wrong,
    question_empty: stored.question_empty,
    subtracted: stored.subtracted,
    user_mark: stored.user_mark,
    mark: stored.mark,
    time_spend: formatTimeSpend(attempt.time_spend ?? 0),
    retaken: attempt.retaken,
    total_time: null,
    answered,
    start_time: iso(attempt.started_at),
    end_time: iso(attempt.finished_at),
    ...(stored.wrong_penalty !== undefined && stored.skip_penalty !== undefined
      ? { wrong_penalty: stored.wrong_penalty, skip_penalty: stored.skip_penalty }
      : {}),
  };
}

export function resultsOf(quiz: LoadedQuiz, state: QuizState, locale: Locale): QuizResults {
  const { attempt, userItem } = state;
  if (attempt?.status === 'started') return startedResults(quiz, attempt, state.now, locale);
  if (attempt?.status === 'completed' && attempt.results) return completedResults(quiz, attempt, locale);
  if (userItem?.status === 'completed') {
    const graduation = userItem.graduation === 'passed' ? 'passed' : 'failed';
    return {
      ...emptyResults(quiz),
      status: 'completed',
      graduation,
      graduationText: message(GRADUATION_TEXT[graduation], locale),
    };
  }
  return emptyResults(quiz);
}

/** Questions, results and checked ids of the caller's run. */
export function attemptView(quiz: LoadedQuiz, state: QuizState, locale: Locale): QuizAttempt {
  const checked = checkedIds(quiz, state);
  const revealed = new Set(checked);
  const answers = state.attempt?.answers ?? {};
  const seed = state.attempt?.id ?? 0;
  return {
    results: resultsOf(quiz, state, locale),
    questions: quiz.questions.map((q) =>
      toQuestion(q, revealed.has(q.row.id), answers[String(q.row.id)], seed),
    ),
    checked_questions: checked,
  };
}

/** LearnPress writes the time limit as "30 minute"; "0 minute" is untimed. */
const durationMeta = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute` : `${seconds} second`;

export function toQuiz(quiz: LoadedQuiz, state: QuizState, locale: Locale): Quiz {
  const { item, settings } = quiz;
  return {
    id: item.id,
    name: item.title,
    content: item.content,
    duration: settings.time_limit_seconds,
    status: 'publish',
    meta_data: {
      _lp_passing_grade: settings.passing_grade,
      _lp_retake_count: settings.retake_count,
      _lp_duration: durationMeta(settings.time_limit_seconds),
      _lp_instant_check: settings.instant_check ? 'yes' : 'no',
      _lp_negative_marking: settings.wrong_penalty !== '0' ? 'yes' : 'no',
      _lp_minus_skip_questions: settings.skip_penalty !== '0' ? 'yes' : 'no',
      wrong_penalty: settings.wrong_penalty,
      skip_penalty: settings.skip_penalty,
      ...(settings.parts.length > 0 ? { parts: settings.parts } : {}),
    },
    assigned: { course: { id: item.course_id, title: item.course_title, slug: item.course_slug } },
    // set by getQuiz once the run is finished (statistics, decision 0008)
    percentile: null,
    ...attemptView(quiz, state, locale),
  };
}

/** An attempt action's answer (LearnPress `{status, message, data}`): the message and the attempt now. */
export interface AttemptAnswer {
  status: 'success';
  message: string;
  data: QuizAttempt;
}

export const success = (
  quiz: LoadedQuiz,
  state: QuizState,
  code: MessageCode,
  locale: Locale,
): AttemptAnswer => ({
  status: 'success',
  message: message(code, locale),
  data: attemptView(quiz, state, locale),
});
