import { message, type Locale } from '@studovna/core';
import type { Quiz } from '@studovna/core/contract';
import type { Queryable } from '../../db/database';
import { courseNotFound } from '../courses/courses.service';
import type { OptionRow } from './quiz-content.repository';
import { toGradable, type LoadedQuiz } from './quiz-loader';
import { findPreviewCourse, findPreviewQuestions } from './quiz-preview.repository';
import { toQuiz } from './quiz-view';

/**
 * GET /wp/v1/quiz/preview (SPEC §4 preview mode): a synthetic quiz whose id is the course id, made of
 * every question of the course's preview quizzes in curriculum order. It is shown as a quiz nobody has
 * started (no answers, explanations or results revealed), untimed, and nothing of it is stored.
 */
export async function quizPreview(db: Queryable, courseId: number, locale: Locale): Promise<Quiz> {
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
      duration_minutes: 0,
      preview: true,
      course_title: course.title,
      course_slug: course.slug,
      subscription: [],
    },
    courseStatus: null,
    settings: {
      item_id: course.id,
      passing_grade: 0,
      retake_count: 0,
      time_limit_seconds: 0,
      instant_check: false,
      negative_marking: false,
      minus_skipped: false,
    },
    questions: content.questions.map((row) => {
      const options = optionsOf.get(row.id) ?? [];
      return { row, options, gradable: toGradable(row, options) };
    }),
  };
  return toQuiz(synthetic, { now: new Date() }, locale);
}
