import { z } from 'zod/mini';
import { ASSIGNMENT_DURATION_FORMATS } from './assignment-draft';
import { text } from '../contract/common';
import { questionDraftSchema } from './question-draft-schema';

/**
 * Our own course package (issue 22, decision 0025): one zip with `course.json` — the whole course in this
 * shape — and the files it names beside it (`media/…` pictures, `attachments/…` assignment files). Only
 * the shape, with generous bounds: what breaks a rule (an empty title, a question without a right answer)
 * is `coursePackageProblems`' to say, field by field. `course.schema.json` is generated from it.
 */
export const COURSE_PACKAGE_FORMAT = 'studovna-course';
export const COURSE_PACKAGE_VERSION = 1;
/** The package's description of the course, at the root of the zip. */
export const COURSE_PACKAGE_JSON = 'course.json';

/** A schema with a description in the JSON Schema (registered in zod's global registry). */
function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description });
  return schema;
}
const bounded = (max: number) => text.check(z.maxLength(max));
const html = (what: string) =>
  described(
    bounded(400_000),
    `${what}: HTML as the studio stores it (sanitised); formulas as $…$, pictures of the package as <img src="media/…">.`,
  );

/** A file of the package: `media/<name>` (a picture) or `attachments/<name>` (an assignment's file). */
const fileIn = (folder: 'media' | 'attachments') =>
  new RegExp(`^${folder}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$`);
/** A picture of the package, as a cover or an `<img src>` of its HTML names it. */
export const PACKAGE_MEDIA = fileIn('media');
const packageFile = (folder: 'media' | 'attachments', what: string) =>
  described(bounded(220).check(z.regex(fileIn(folder))), `${what}: a file of the zip, under ${folder}/.`);

const itemBase = {
  title: bounded(1_000),
  preview: described(z.boolean(), 'Open to guests as a preview.'),
  duration_minutes: described(z.number(), 'Whole minutes, 0–600.'),
};

const lessonSchema = z.object({
  type: z.literal('lp_lesson'),
  ...itemBase,
  content: html('The lesson'),
  video_url: described(bounded(2_000), 'A YouTube or Vimeo address, "" without a video.'),
});

export const packageQuizSettingsSchema = z.object({
  time_limit_seconds: described(z.number(), 'Whole seconds; 0 = no time limit.'),
  passing_grade: described(z.number(), 'Percent of the points needed to pass, 0–100.'),
  retake_count: described(z.number(), 'Retakes after the first attempt, 0–100; -1 unlimited.'),
  instant_check: z.boolean(),
  wrong_penalty: z.optional(
    described(
      bounded(20),
      'The share of a question’s points a wrong answer takes off: "0", "1" or a fraction such as "1/3" (default "0").',
    ),
  ),
  skip_penalty: z.optional(
    described(
      bounded(20),
      'The share of a question’s points a skipped question takes off, as wrong_penalty.',
    ),
  ),
  negative_marking: z.optional(
    described(z.boolean(), 'Packages of version 1 before penalties: true is wrong_penalty "1".'),
  ),
  minus_skipped: z.optional(
    described(z.boolean(), 'Packages of version 1 before penalties: true is skip_penalty "1".'),
  ),
  parts: z.optional(
    described(
      z
        .array(
          z.object({
            title: bounded(200),
            time_limit_seconds: described(
              z.number(),
              'The part’s own time in whole seconds; 0 = the quiz’s time.',
            ),
            questions: described(z.number(), 'How many of the quiz’s next questions the part holds.'),
          }),
        )
        .check(z.maxLength(20)),
      'A mock test’s parts in the order of the sitting (decision 0043): each holds the next questions of the quiz; absent for any other quiz.',
    ),
  ),
});

const quizSchema = z.object({
  type: z.literal('lp_quiz'),
  ...itemBase,
  content: html('The quiz’s description'),
  settings: packageQuizSettingsSchema,
  questions: described(
    z.array(questionDraftSchema).check(z.maxLength(500)),
    'The quiz’s questions in order, each in full (as the question bank’s editor writes it), its points in mark.',
  ),
});

const assignmentSchema = z.object({
  type: z.literal('lp_assignment'),
  ...itemBase,
  content: html('The task'),
  introduction: html('What the learner reads before starting'),
  files_amount: described(z.number(), 'Files a learner may hand in, 0–2.'),
  duration: described(
    z.object({ format: z.enum(ASSIGNMENT_DURATION_FORMATS), time: z.number() }),
    'Time after the start: `time` units of `format`; time 0 = no limit.',
  ),
  mark: described(z.number(), 'The highest mark an instructor can give (two decimals at most).'),
  passing_grade: described(z.number(), 'Points needed to pass, at most the mark (two decimals at most).'),
  attachments: z
    .array(
      z.object({
        name: described(bounded(1_000), 'The name learners download it under.'),
        file: packageFile('attachments', 'The attachment'),
      }),
    )
    .check(z.maxLength(20)),
});

export const packageItemSchema = z.discriminatedUnion('type', [lessonSchema, quizSchema, assignmentSchema]);

const sectionSchema = z.object({
  title: bounded(1_000),
  description: bounded(5_000),
  items: z.array(packageItemSchema).check(z.maxLength(500)),
});

export const coursePackageSchema = described(
  z.object({
    format: z.literal(COURSE_PACKAGE_FORMAT),
    version: z.literal(COURSE_PACKAGE_VERSION),
    course: z.object({
      title: bounded(1_000),
      slug: described(bounded(1_000), 'The course’s address; made unique on import (-2, -3 …).'),
      excerpt: bounded(5_000),
      content: html('The course’s overview'),
      categories: described(
        z.array(bounded(200)).check(z.maxLength(20)),
        'The slugs of the course’s categories; each must exist where the package is imported.',
      ),
      price: described(z.number(), 'Whole crowns; 0 = free.'),
      sale_price: described(z.nullable(z.number()), 'A lower price while on sale, or null.'),
      duration: bounded(1_000),
      passing_condition: described(z.number(), 'Percent of the items done to pass the course, 0–100.'),
      retake_count: described(z.number(), 'Course retakes, 0–100; -1 unlimited.'),
      cover: z.nullable(packageFile('media', 'The cover picture')),
      sections: z.array(sectionSchema).check(z.maxLength(100)),
    }),
  }),
  'A Studovna course package: course.json at the root of a zip, the files it names beside it.',
);

export type CoursePackage = z.infer<typeof coursePackageSchema>;
export type PackageCourse = CoursePackage['course'];
export type PackageSection = PackageCourse['sections'][number];
export type PackageItem = z.infer<typeof packageItemSchema>;
export type PackageLesson = Extract<PackageItem, { type: 'lp_lesson' }>;
export type PackageQuiz = Extract<PackageItem, { type: 'lp_quiz' }>;
export type PackageAssignment = Extract<PackageItem, { type: 'lp_assignment' }>;

/** The JSON Schema of `course.json` (what the exporter writes; the importer reads the same). */
export const coursePackageJsonSchema = (): Record<string, unknown> =>
  z.toJSONSchema(coursePackageSchema, { unrepresentable: 'any' }) as Record<string, unknown>;

/**
 * A packaged quiz's penalties: its own, or for a package written before penalties, those of its
 * LearnPress switches (on: the whole mark).
 */
export function packageQuizPenalties(settings: PackageQuiz['settings']): {
  wrong_penalty: string;
  skip_penalty: string;
} {
  return {
    wrong_penalty: settings.wrong_penalty ?? (settings.negative_marking ? '1' : '0'),
    skip_penalty: settings.skip_penalty ?? (settings.minus_skipped ? '1' : '0'),
  };
}
