import { assignmentDraftProblems } from './assignment-draft';
import { courseDraftProblems } from './catalogue-drafts';
import type { PackageProblem } from './course-package-messages';
import type {
  CoursePackage,
  PackageAssignment,
  PackageItem,
  PackageLesson,
  PackageQuiz,
} from './course-package-schema';
import { packageQuizPenalties } from './course-package-schema';
import type { FieldProblem } from './field-problems';
import { LESSON_LIMITS, lessonDraftProblems } from './lesson-draft';
import type { QuestionDraft } from './question-draft';
import { importedQuestionProblems } from './question-draft';
import { quizSettingsProblems } from './quiz-settings-draft';

/**
 * What is wrong with a package's course (decision 0025), by the same rules the studio's editors keep:
 * the course's fields, each section, lesson, quiz with its settings and questions, assignment, and the
 * files they name (`files`: the names in the zip). Each problem's path is where it is in `course.json`
 * (`course.sections.0.items.2.questions.1.options.0.title`). Categories and pictures in the HTML are the
 * server's to check.
 */
export function coursePackageProblems(
  pkg: CoursePackage,
  files: ReadonlySet<string>,
  now: Date,
): PackageProblem[] {
  const { course } = pkg;
  const problems: PackageProblem[] = courseDraftProblems(
    {
      title: course.title.trim(),
      slug: course.slug.trim(),
      excerpt: course.excerpt.trim(),
      content: course.content,
      // the categories are matched by slug on the server; here only that there is one
      categoryIds: course.categories.map((_, i) => i + 1),
      price: course.price,
      salePrice: course.sale_price,
      duration: course.duration.trim(),
      passingCondition: course.passing_condition,
      retakeCount: course.retake_count,
      status: 'draft',
      publishedAt: null,
    },
    now,
  ).map((p) => ({ ...p, path: `course.${COURSE_FIELDS[p.path] ?? p.path}` }));
  if (course.cover !== null && !files.has(course.cover)) problems.push(missing('course.cover', course.cover));
  course.sections.forEach((section, s) => {
    const at = `course.sections.${s}`;
    if (section.title.trim() === '') problems.push({ path: `${at}.title`, code: 'studio.required' });
    section.items.forEach((item, i) => problems.push(...itemProblems(item, `${at}.items.${i}`, files)));
  });
  return problems;
}

/** The course draft's field names as `course.json` writes them. */
const COURSE_FIELDS: Record<string, string> = {
  categoryIds: 'categories',
  salePrice: 'sale_price',
  passingCondition: 'passing_condition',
  retakeCount: 'retake_count',
};

const missing = (path: string, file: string): PackageProblem => ({
  path,
  code: 'package.fileMissing',
  values: { file },
});

const under = <C extends string>(at: string, problems: readonly FieldProblem<C>[]): PackageProblem[] =>
  problems.map((p) => ({ ...p, path: `${at}.${p.path}` }) as PackageProblem);

function itemProblems(item: PackageItem, at: string, files: ReadonlySet<string>): PackageProblem[] {
  switch (item.type) {
    case 'lp_lesson':
      return lessonProblems(item, at);
    case 'lp_quiz':
      return quizProblems(item, at);
    case 'lp_assignment':
      return assignmentProblems(item, at, files);
  }
}

const lessonProblems = (lesson: PackageLesson, at: string) =>
  under(
    at,
    lessonDraftProblems({
      title: lesson.title,
      content: lesson.content,
      videoUrl: lesson.video_url,
      preview: lesson.preview,
      durationMinutes: lesson.duration_minutes,
    }),
  );

function quizProblems(quiz: PackageQuiz, at: string): PackageProblem[] {
  const problems = under(
    at,
    quizSettingsProblems({
      ...quiz.settings,
      ...packageQuizPenalties(quiz.settings),
      title: quiz.title,
    }),
  ).map((p) => (p.path === `${at}.title` ? p : { ...p, path: p.path.replace(`${at}.`, `${at}.settings.`) }));
  if (quiz.content.length > LESSON_LIMITS.content)
    problems.push({ path: `${at}.content`, code: 'studio.tooLong', values: { max: LESSON_LIMITS.content } });
  if (!minutesValid(quiz.duration_minutes))
    problems.push({
      path: `${at}.duration_minutes`,
      code: 'studio.minutesInvalid',
      values: { max: LESSON_LIMITS.minutes },
    });
  quiz.questions.forEach((question, q) =>
    problems.push(...under(`${at}.questions.${q}`, importedQuestionProblems(question as QuestionDraft))),
  );
  if (quiz.settings.parts && !partsValid(quiz.settings.parts, quiz.questions.length))
    problems.push({
      path: `${at}.settings.parts`,
      code: 'package.partsInvalid',
      values: { count: quiz.questions.length },
    });
  return problems;
}

/** A mock test's parts: titled, timed in whole seconds up to a day, holding every question of the quiz. */
function partsValid(parts: NonNullable<PackageQuiz['settings']['parts']>, questions: number): boolean {
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  return (
    parts.every(
      (p) => p.title.trim() !== '' && whole(p.time_limit_seconds, 86_400) && whole(p.questions, 500),
    ) && parts.reduce((sum, p) => sum + p.questions, 0) === questions
  );
}

/** The name learners download an assignment's file under, at most (as the studio keeps it). */
const ATTACHMENT_NAME_MAX = 200;

const minutesValid = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= 0 && minutes <= LESSON_LIMITS.minutes;

function assignmentProblems(assignment: PackageAssignment, at: string, files: ReadonlySet<string>) {
  const problems = under(
    at,
    assignmentDraftProblems({
      title: assignment.title,
      content: assignment.content,
      introduction: assignment.introduction,
      filesAmount: assignment.files_amount,
      durationTime: assignment.duration.time,
      durationFormat: assignment.duration.format,
      mark: assignment.mark,
      passingGrade: assignment.passing_grade,
    }),
  );
  if (!minutesValid(assignment.duration_minutes))
    problems.push({
      path: `${at}.duration_minutes`,
      code: 'studio.minutesInvalid',
      values: { max: LESSON_LIMITS.minutes },
    });
  assignment.attachments.forEach((attachment, i) => {
    const name = attachment.name;
    const path = `${at}.attachments.${i}.name`;
    if (name.trim() === '') problems.push({ path, code: 'studio.required' });
    else if (name.length > ATTACHMENT_NAME_MAX)
      problems.push({ path, code: 'studio.tooLong', values: { max: ATTACHMENT_NAME_MAX } });
  });
  assignment.attachments.forEach((attachment, i) => {
    if (!files.has(attachment.file)) problems.push(missing(`${at}.attachments.${i}.file`, attachment.file));
  });
  return problems;
}
