import { z } from 'zod/mini';
import { actionResponse, cacheBuster, html, idParam, idParams } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { assignedSchema, entityId, idKey, yesNo } from './fields';
import {
  answeredMapSchema,
  answeredResultSchema,
  answerValueSchema,
  questionOptionSchema,
  questionSchema,
  questionSecondsSchema,
} from './question';

// One namespace for everything quiz-related: `quizApi.questionSchema`, `quizApi.storeQuestion` …
export * from './question';
export * from './quiz-stats';

const base = NAMESPACES.learnpress;

export const quizMetaDataSchema = z.looseObject({
  /** Passing grade in percent. LearnPress sends strings; numbers are accepted too. */
  _lp_passing_grade: z.coerce.number(),
  /** Retakes allowed; negative = unlimited (SPEC §4). */
  _lp_retake_count: z.coerce.number().check(z.int()),
  /** Time limit as LearnPress writes it, e.g. "30 minute"; "0 minute" = untimed. */
  _lp_duration: z.string(),
  _lp_instant_check: yesNo,
  /** `yes` when a wrong answer takes anything off (`wrong_penalty` says how much). */
  _lp_negative_marking: yesNo,
  /** `yes` when a skipped question takes anything off (`skip_penalty` says how much). */
  _lp_minus_skip_questions: yesNo,
  /**
   * The share of a question's points a wrong answer takes off: `0`, `1` or `n/d` (issue 27). Absent from a
   * LearnPress server, where `_lp_negative_marking` `yes` takes the whole mark.
   */
  wrong_penalty: z.optional(z.string()),
  /** The share a skipped question takes off, as `wrong_penalty`; absent: `_lp_minus_skip_questions`. */
  skip_penalty: z.optional(z.string()),
  /**
   * A mock test's parts in the order of the sitting (issue 27, decision 0041): each question names its
   * part by its index here (`part`). Absent for any other quiz.
   */
  parts: z.optional(
    z.array(
      z.object({
        title: z.string(),
        /** The part's own time limit in seconds; 0 when the parts share the quiz's time. */
        time_limit_seconds: z.number().check(z.int(), z.nonnegative()),
      }),
    ),
  ),
});

/** `''` not started, `started` in progress, `completed` finished (evaluated). */
export const quizStatus = z.enum(['', 'started', 'completed']);

/** The caller's attempt. Before the first start every count is 0 and status `''`. */
export const quizResultsSchema = z.looseObject({
  status: quizStatus,
  graduation: z.enum(['', 'in-progress', 'passed', 'failed']),
  /** Localised graduation label, e.g. "Úspěšně splněno". */
  graduationText: z.string(),
  /** Score in percent 0–100. */
  result: z.number(),
  question_count: z.number().check(z.int(), z.nonnegative()),
  question_correct: z.number().check(z.int(), z.nonnegative()),
  question_wrong: z.number().check(z.int(), z.nonnegative()),
  question_empty: z.number().check(z.int(), z.nonnegative()),
  /** Points taken off by the penalties for wrong and skipped answers. */
  subtracted: z.number().check(z.nonnegative()),
  /** Points earned. */
  user_mark: z.number(),
  /** Points possible. */
  mark: z.number().check(z.nonnegative()),
  /** Time spent, "H:MM:SS". */
  time_spend: z.string(),
  /** Retakes used. */
  retaken: z.number().check(z.int(), z.nonnegative()),
  /** Seconds left of a timed, started attempt; `null` when untimed or not started. Below 1: out of time. */
  total_time: z.nullable(z.number().check(z.int())),
  /**
   * Question id → result. While in progress: every answer saved so far (a reload or another device gets
   * them back); only checked questions (see `checked_questions`) carry a real `correct`, `mark` and
   * `explanation`, the others `correct: false` and nothing more. After finish: every question.
   */
  answered: z.record(idKey, answeredResultSchema),
  /**
   * A finished attempt's penalties as it was graded (`0`, `1` or `n/d`, decision 0043); absent before it
   * is finished, and for attempts graded before penalties were fractions (the quiz's meta says them).
   */
  wrong_penalty: z.optional(z.string()),
  skip_penalty: z.optional(z.string()),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;

export const quizSchema = z
  .looseObject({
    id: entityId,
    name: z.string(),
    content: html,
    /** Time limit in seconds, 0 = untimed. */
    duration: z.number().check(z.int(), z.nonnegative()),
    /** Post status, `publish`. */
    status: z.string(),
    questions: z.array(questionSchema),
    meta_data: quizMetaDataSchema,
    /** Ids of questions already checked in this attempt (locked, explanation shown). */
    checked_questions: z.array(entityId),
    assigned: assignedSchema,
    results: quizResultsSchema,
    /** Share of attempts the caller's last mark beats, 0–1; `null` before the first finish. */
    percentile: z.nullable(z.number()),
  })
  .register(z.globalRegistry, { id: 'Quiz' });
export type Quiz = z.infer<typeof quizSchema>;

/** State of an attempt after start, retake, finish or fetch-results. */
export const quizAttemptSchema = z.object({
  results: quizResultsSchema,
  /** The questions as the attempt shows them (options revealed after finish). */
  questions: z.array(questionSchema),
  checked_questions: z.array(entityId),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

const quizIdBody = z.object({ id: idParam });

/** `/quiz/:id` needs a numeric id, and Fastify prefers static segments, so `/quiz/fetch-results` etc. win. */
export const getQuiz = defineEndpoint({
  name: 'quiz.get',
  method: 'GET',
  path: `${base}/quiz/:id`,
  auth: 'optional',
  summary:
    'A quiz with its questions and the caller’s attempt (results.total_time counts down). Quizzes of preview items are open to everyone; others need enrollment (403).',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: quizSchema,
});

export const fetchQuizResults = defineEndpoint({
  name: 'quiz.fetchResults',
  method: 'GET',
  path: `${base}/quiz/fetch-results`,
  auth: 'required',
  summary: 'The caller’s current attempt of a quiz, for the results screen after finishing.',
  query: z.object({ id: idParam, v: cacheBuster }),
  response: quizAttemptSchema,
});

export const startQuiz = defineEndpoint({
  name: 'quiz.start',
  method: 'POST',
  path: `${base}/quiz/start`,
  auth: 'required',
  summary: 'Start (or continue) an attempt; a timed quiz starts its countdown.',
  body: quizIdBody,
  response: actionResponse(z.nullable(quizAttemptSchema)),
});

export const finishQuiz = defineEndpoint({
  name: 'quiz.finish',
  method: 'POST',
  path: `${base}/quiz/finish`,
  auth: 'required',
  summary:
    'Submit every answer and evaluate (also the automatic submit when time runs out). Needs an active study plan for the course’s category (403 otherwise).',
  body: z.object({
    id: idParam,
    answered: answeredMapSchema,
    /** Seconds the learner spent, as the client measured it. */
    time_spend: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** Seconds each question was on screen (running totals; the larger of stored and sent is kept). */
    question_seconds: z.optional(questionSecondsSchema),
  }),
  response: actionResponse(z.nullable(quizAttemptSchema)),
});

export const retakeQuiz = defineEndpoint({
  name: 'quiz.retake',
  method: 'POST',
  path: `${base}/quiz/retake`,
  auth: 'required',
  summary: 'Start a new attempt of a finished quiz when retakes are left (retake count minus retaken).',
  body: quizIdBody,
  response: actionResponse(z.nullable(quizAttemptSchema)),
});

/** `data` of save-answers. */
export const saveAnswersData = z.object({
  /** Questions whose answer is now stored (an empty answer clears it). */
  saved: z.array(entityId),
  /** Questions left as they were: already checked (locked) or not in the quiz. */
  ignored: z.array(entityId),
  /** Seconds left of a timed attempt, `null` when untimed. */
  total_time: z.nullable(z.number().check(z.int())),
});

export const saveAnswers = defineEndpoint({
  name: 'quiz.saveAnswers',
  method: 'POST',
  path: `${base}/quiz/save-answers`,
  auth: 'required',
  summary:
    'Save answers of a started attempt as the learner goes (merged into those saved before), so a reload, another device or a crash loses nothing. Answers of checked questions stay locked. Refused once the attempt is finished or its time is up.',
  body: z.object({
    id: idParam,
    answered: answeredMapSchema,
    /** Seconds each question was on screen (running totals; the larger of stored and sent is kept). */
    question_seconds: z.optional(questionSecondsSchema),
  }),
  response: actionResponse(z.nullable(saveAnswersData)),
});

/** `data` of check_answer. */
export const checkAnswerData = z.object({
  explanation: z.nullable(html),
  /** The question's options with is_true (and blank answers) revealed. */
  options: z.array(questionOptionSchema),
  result: answeredResultSchema,
  /** The question's new stored status (SPEC §3 digits, pin kept). */
  question_status: z.number().check(z.int(), z.minimum(0), z.maximum(13)),
});

export const checkAnswer = defineEndpoint({
  name: 'quiz.checkAnswer',
  method: 'POST',
  path: `${base}/quiz/check_answer`,
  auth: 'required',
  summary:
    'Check one question of a started attempt; the question is then locked. A question that cannot be checked answers status "error" (cannot_check_answer). Needs an active study plan for the course’s category, as the finish does (403 otherwise).',
  body: z.object({ id: idParam, question_id: idParam, answered: answerValueSchema }),
  response: actionResponse(z.nullable(checkAnswerData)),
});

export const quizPreview = defineEndpoint({
  name: 'quiz.preview',
  method: 'GET',
  path: `${NAMESPACES.wpV1}/quiz/preview`,
  auth: 'none',
  summary:
    'A synthetic quiz (id = the course id) made of every question of the course’s preview quizzes; nothing is stored. A course without preview questions answers an empty questions list.',
  query: z.object({ course_id: idParam, v: cacheBuster }),
  response: quizSchema,
});

export const evaluatePreview = defineEndpoint({
  name: 'quiz.evaluatePreview',
  method: 'POST',
  path: `${NAMESPACES.wpV1}/quiz/preview/evaluate`,
  auth: 'required',
  summary:
    'The sample tasks graded as a finished quiz: every question revealed with its explanation, the answers sent marked, the score. Open to every logged-in learner, with or without a study plan; nothing is stored.',
  body: z.object({ course_id: idParam, answered: answeredMapSchema }),
  response: quizAttemptSchema,
});

// Attempt history and practice runs of mistakes (issue 5, decision 0008): additions to SPEC §7.

/** One finished attempt in the caller's history of a quiz. */
export const quizAttemptSummarySchema = z.object({
  id: entityId,
  quiz_id: entityId,
  /** A practice run of mistakes: never graded into the quiz, never counted in the percentile. */
  practice: z.boolean(),
  /** ISO 8601. */
  start_time: z.string(),
  end_time: z.string(),
  /** Score in percent 0–100. */
  result: z.number(),
  /** Points earned, and possible. */
  user_mark: z.number(),
  mark: z.number().check(z.nonnegative()),
  question_count: z.number().check(z.int(), z.nonnegative()),
  question_correct: z.number().check(z.int(), z.nonnegative()),
  question_wrong: z.number().check(z.int(), z.nonnegative()),
  question_empty: z.number().check(z.int(), z.nonnegative()),
  graduation: z.enum(['passed', 'failed']),
  /** Time spent, "H:MM:SS". */
  time_spend: z.string(),
  /** Retakes used when the attempt began. */
  retaken: z.number().check(z.int(), z.nonnegative()),
  /** Percentile of this result among the learners' counted scores today, 0–1; null for a practice run. */
  percentil: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  /** This attempt is the caller's counted (best) score of the quiz. */
  counted: z.boolean(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

export const quizAttempts = defineEndpoint({
  name: 'quiz.attempts',
  method: 'GET',
  path: `${base}/quiz/attempts`,
  auth: 'required',
  summary:
    'The caller’s finished attempts of a quiz, newest first (at most 100): graded ones and practice runs, each with date, score, percentile at that score, time spent and graduation.',
  query: z.object({ id: idParam, v: cacheBuster }),
  response: z.object({ quiz_id: entityId, attempts: z.array(quizAttemptSummarySchema) }),
});

export const quizAttemptReview = defineEndpoint({
  name: 'quiz.attemptReview',
  method: 'GET',
  path: `${base}/quiz/attempts/:id`,
  auth: 'required',
  summary:
    'One finished attempt of the caller (id = the attempt) for review: every question with the answer given, correctness, the correct options and the explanation. Another learner’s attempt, or one in progress, is 404.',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: z.extend(quizAttemptSchema, { attempt: quizAttemptSummarySchema }),
});

/** A practice run: its own attempt over the mistakes of `source_attempt_id`. */
export const practiceAttemptSchema = z.extend(quizAttemptSchema, {
  attempt_id: entityId,
  source_attempt_id: z.nullable(entityId),
});
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;

export const startPractice = defineEndpoint({
  name: 'quiz.practiceStart',
  method: 'POST',
  path: `${base}/quiz/practice`,
  auth: 'required',
  summary:
    'Retake only my mistakes: start (or continue) an untimed practice run over the wrong and skipped questions of the caller’s latest finished graded attempt. It spends no retake, never changes the quiz’s grade and never counts in the percentile.',
  body: quizIdBody,
  response: actionResponse(z.nullable(practiceAttemptSchema)),
});

export const savePractice = defineEndpoint({
  name: 'quiz.practiceSave',
  method: 'POST',
  path: `${base}/quiz/practice/save`,
  auth: 'required',
  summary:
    'Save answers of the practice run in progress as the learner goes (merged into those saved before; only the run’s questions), so a reload or another device continues where they left off. Refused once the run is finished.',
  body: z.object({ id: idParam, answered: answeredMapSchema }),
  response: actionResponse(z.nullable(saveAnswersData)),
});

export const finishPractice = defineEndpoint({
  name: 'quiz.practiceFinish',
  method: 'POST',
  path: `${base}/quiz/practice/finish`,
  auth: 'required',
  summary:
    'Evaluate the practice run in progress with the answers sent; answers its own results. A second finish answers the stored result. Needs the study plan like a quiz finish (403).',
  body: z.object({ id: idParam, answered: answeredMapSchema }),
  response: actionResponse(z.nullable(practiceAttemptSchema)),
});
