import { z } from 'zod';
import { actionResponse, cacheBuster, html, idParam, idParams } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { assignedSchema, entityId, idKey, yesNo } from './fields';
import {
  answeredMapSchema,
  answeredResultSchema,
  answerValueSchema,
  questionOptionSchema,
  questionSchema,
} from './question';

// One namespace for everything quiz-related: `quizApi.questionSchema`, `quizApi.storeQuestion` …
export * from './question';
export * from './quiz-stats';

const base = NAMESPACES.learnpress;

export const quizMetaDataSchema = z.looseObject({
  /** Passing grade in percent. LearnPress sends strings; numbers are accepted too. */
  _lp_passing_grade: z.coerce.number(),
  /** Retakes allowed; negative = unlimited (SPEC §4). */
  _lp_retake_count: z.coerce.number().int(),
  /** Time limit as LearnPress writes it, e.g. "30 minute"; "0 minute" = untimed. */
  _lp_duration: z.string(),
  _lp_instant_check: yesNo,
  _lp_negative_marking: yesNo,
  _lp_minus_skip_questions: yesNo,
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
  question_count: z.number().int().nonnegative(),
  question_correct: z.number().int().nonnegative(),
  question_wrong: z.number().int().nonnegative(),
  question_empty: z.number().int().nonnegative(),
  /** Points taken off by negative marking. */
  subtracted: z.number().nonnegative(),
  /** Points earned. */
  user_mark: z.number(),
  /** Points possible. */
  mark: z.number().nonnegative(),
  /** Time spent, "H:MM:SS". */
  time_spend: z.string(),
  /** Retakes used. */
  retaken: z.number().int().nonnegative(),
  /** Seconds left of a timed, started attempt; `null` when untimed or not started. Below 1: out of time. */
  total_time: z.number().int().nullable(),
  /**
   * Question id → result. While in progress: every answer saved so far (a reload or another device gets
   * them back); only checked questions (see `checked_questions`) carry a real `correct`, `mark` and
   * `explanation`, the others `correct: false` and nothing more. After finish: every question.
   */
  answered: z.record(idKey, answeredResultSchema),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;

export const quizSchema = z
  .looseObject({
    id: entityId,
    name: z.string(),
    content: html,
    /** Time limit in seconds, 0 = untimed. */
    duration: z.number().int().nonnegative(),
    /** Post status, `publish`. */
    status: z.string(),
    questions: z.array(questionSchema),
    meta_data: quizMetaDataSchema,
    /** Ids of questions already checked in this attempt (locked, explanation shown). */
    checked_questions: z.array(entityId),
    assigned: assignedSchema,
    results: quizResultsSchema,
    /** Share of attempts the caller's last mark beats, 0–1; `null` before the first finish. */
    percentile: z.number().nullable(),
  })
  .meta({ id: 'Quiz' });
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
  response: actionResponse(quizAttemptSchema.nullable()),
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
    time_spend: z.number().int().nonnegative().optional(),
  }),
  response: actionResponse(quizAttemptSchema.nullable()),
});

export const retakeQuiz = defineEndpoint({
  name: 'quiz.retake',
  method: 'POST',
  path: `${base}/quiz/retake`,
  auth: 'required',
  summary: 'Start a new attempt of a finished quiz when retakes are left (retake count minus retaken).',
  body: quizIdBody,
  response: actionResponse(quizAttemptSchema.nullable()),
});

/** `data` of save-answers. */
export const saveAnswersData = z.object({
  /** Questions whose answer is now stored (an empty answer clears it). */
  saved: z.array(entityId),
  /** Questions left as they were: already checked (locked) or not in the quiz. */
  ignored: z.array(entityId),
  /** Seconds left of a timed attempt, `null` when untimed. */
  total_time: z.number().int().nullable(),
});

export const saveAnswers = defineEndpoint({
  name: 'quiz.saveAnswers',
  method: 'POST',
  path: `${base}/quiz/save-answers`,
  auth: 'required',
  summary:
    'Save answers of a started attempt as the learner goes (merged into those saved before), so a reload, another device or a crash loses nothing. Answers of checked questions stay locked. Refused once the attempt is finished or its time is up.',
  body: z.object({ id: idParam, answered: answeredMapSchema }),
  response: actionResponse(saveAnswersData.nullable()),
});

/** `data` of check_answer. */
export const checkAnswerData = z.object({
  explanation: html.nullable(),
  /** The question's options with is_true (and blank answers) revealed. */
  options: z.array(questionOptionSchema),
  result: answeredResultSchema,
  /** The question's new stored status (SPEC §3 digits, pin kept). */
  question_status: z.number().int().min(0).max(13),
});

export const checkAnswer = defineEndpoint({
  name: 'quiz.checkAnswer',
  method: 'POST',
  path: `${base}/quiz/check_answer`,
  auth: 'required',
  summary:
    'Check one question of a started attempt; the question is then locked. A question that cannot be checked answers status "error" (cannot_check_answer).',
  body: z.object({ id: idParam, question_id: idParam, answered: answerValueSchema }),
  response: actionResponse(checkAnswerData.nullable()),
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
