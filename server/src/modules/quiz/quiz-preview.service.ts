import { message, type Locale } from '@studovna/core';
import type { AnsweredMap, Question, Quiz, QuizAttempt } from '@studovna/core/contract';
import { gradeQuiz, gradingSettings, toStoredResults } from '@studovna/core/domain';
import type { Queryable } from '../../db/database';
import { courseNotFound } from '../courses/courses.service';
import type { OptionRow } from './quiz-content.repository';
import { toGradable, type LoadedQuiz } from './quiz-loader';
import { findPreviewCourse, findPreviewQuestions } from './quiz-preview.repository';
import type { AttemptRow } from '../progress/progress.service';
import { answersFor } from './answer-form';
import { attemptView, toQuiz } from './quiz-view';

/**
 * GET /wp/v1/quiz/preview (SPEC §4 preview mode): a synthetic quiz whose id is the course id, made of
 * every question of the course's preview quizzes in curriculum order. It is shown as a quiz nobody has
 * started (no answers, explanations or results revealed), untimed, and nothing of it is stored.
 */
export async function quizPreview(db: Queryable, courseId: number, locale: Locale): Promise<Quiz> {
  const { quiz, quizOf } = await loadPreviewQuiz(db, courseId, locale);
  const shown = toQuiz(quiz, { now: new Date() }, locale);
  return { ...shown, questions: withQuizIds(shown.questions, quizOf) };
}

/** Each sample task names the preview quiz it comes from. */
const withQuizIds = (questions: Question[], quizOf: ReadonlyMap<number, number>): Question[] =>
  questions.map((question) => ({ ...question, quiz_id: quizOf.get(question.id)! }));

/**
 * POST /wp/v1/quiz/preview/evaluate (decision 0019): the sample tasks graded as a finished quiz — every
 * question revealed with its explanation and the learner's answers marked — for anyone logged in.
 * Nothing is stored: no attempt, no question status, no percentile.
 */
export async function evaluatePreview(
  db: Queryable,
  body: { course_id: number; answered: AnsweredMap },
  locale: Locale,
): Promise<QuizAttempt> {
  const { quiz, quizOf } = await loadPreviewQuiz(db, body.course_id, locale);
  // answers to questions that are not sample tasks are left out, as a finish leaves them out
  const sampled = new Set(quiz.questions.map((q) => String(q.row.id)));
  const answers = Object.fromEntries(
    Object.entries(answersFor(quiz.questions, body.answered)).filter(([key]) => sampled.has(key)),
  );
  const grade = gradeQuiz(
    quiz.questions.map((q) => q.gradable),
    answers,
    gradingSettings(quiz.settings),
  );
  const now = new Date();
  const attempt: AttemptRow = {
    id: 0,
    user_id: 0,
    quiz_id: quiz.item.id,
    user_item_id: null,
    status: 'completed',
    retaken: 0,
    started_at: now,
    deadline: null,
    finished_at: now,
    answers,
    checked_question_ids: [],
    results: toStoredResults(grade, answers),
    graduation: grade.graduation,
    time_spend: 0,
    practice: false,
    question_ids: null,
    source_attempt_id: null,
    question_seconds: {},
  };
  const view = attemptView(quiz, { attempt, now }, locale);
  return { ...view, questions: withQuizIds(view.questions, quizOf) };
}

/** The synthetic quiz of the course's sample tasks (id = the course id), and question id → its own quiz. */
async function loadPreviewQuiz(db: Queryable, courseId: number, locale: Locale) {
  const course = await findPreviewCourse(db, courseId);
  if (!course) throw courseNotFound();
  const content = await findPreviewQuestions(db, courseId);
  const optionsOf = new Map<number, OptionRow[]>();
  for (const o of content.options) optionsOf.set(o.question_id, [...(optionsOf.get(o.question_id) ?? []), o]);
  const synthetic: LoadedQuiz = {
    item: {
      id: course.id,
      course_id: course.id,
      section_id: 0,
      type: 'lp_quiz',
      title: `${message('quiz.previewName', locale)} — ${course.title}`,
      content: '',
      video_url: '',
      duration_minutes: 0,
      preview: true,
      course_title: course.title,
      course_slug: course.slug,
      course_price: 0,
      subscription: [],
    },
    courseStatus: null,
    settings: {
      item_id: course.id,
      passing_grade: 0,
      retake_count: 0,
      time_limit_seconds: 0,
      instant_check: false,
      wrong_penalty: '0',
      skip_penalty: '0',
      parts: [],
    },
    questions: content.questions.map((row) => {
      const options = optionsOf.get(row.id) ?? [];
      return { row, options, gradable: toGradable(row, options) };
    }),
  };
  return { quiz: synthetic, quizOf: new Map(content.questions.map((row) => [row.id, row.quiz_id])) };
}
