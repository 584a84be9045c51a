import { describe, expect, it } from 'vitest';
import { examplePackage } from './course-package-fixture';
import { packageProblemMessage } from './course-package-messages';
import { coursePackageProblems } from './course-package-problems';
import type { CoursePackage } from './course-package-schema';

const FILES = new Set(['media/obalka.webp', 'attachments/pracovni-list.txt']);
const NOW = new Date('2026-03-01T10:00:00Z');

type Change = (p: CoursePackage) => void;
const item = (p: CoursePackage, i: number) => p.course.sections[0]!.items[i]!;

describe('a course package’s problems', () => {
  it('are none for a package that keeps every rule', () => {
    expect(coursePackageProblems(examplePackage(), FILES, NOW)).toEqual([]);
  });

  it.each<[string, Change, { path: string; code: string }[]]>([
    [
      'a course without a title',
      (p) => (p.course.title = ' '),
      [{ path: 'course.title', code: 'studio.required' }],
    ],
    [
      'a sale price not lower',
      (p) => (p.course.sale_price = 490),
      [{ path: 'course.sale_price', code: 'studio.saleNotLower' }],
    ],
    [
      'no category',
      (p) => (p.course.categories = []),
      [{ path: 'course.categories', code: 'studio.categoryRequired' }],
    ],
    [
      'a missing cover',
      (p) => (p.course.cover = 'media/jina.webp'),
      [{ path: 'course.cover', code: 'package.fileMissing' }],
    ],
    [
      'a section without a title',
      (p) => (p.course.sections[0]!.title = ''),
      [{ path: 'course.sections.0.title', code: 'studio.required' }],
    ],
    [
      'a lesson video that is not YouTube or Vimeo',
      (p) => Object.assign(item(p, 0), { video_url: 'https://example.com/video.mp4' }),
      [{ path: 'course.sections.0.items.0.video_url', code: 'studio.videoInvalid' }],
    ],
    [
      'a quiz’s passing grade over 100',
      (p) =>
        Object.assign(item(p, 1), {
          settings: { ...(item(p, 1) as { settings: object }).settings, passing_grade: 120 },
        }),
      [{ path: 'course.sections.0.items.1.settings.passing_grade', code: 'bank.percentInvalid' }],
    ],
    [
      'a single choice with no right option',
      (p) => {
        const quiz = item(p, 1) as Extract<ReturnType<typeof item>, { type: 'lp_quiz' }>;
        quiz.questions[0] = { ...quiz.questions[0]!, options: [{ title: 'úl' }, { title: 'med' }] } as never;
      },
      [{ path: 'course.sections.0.items.1.questions.0.options', code: 'question.singleNeedsOneCorrect' }],
    ],
    [
      'a quiz’s penalty that is not a share of its points',
      (p) =>
        Object.assign(item(p, 1), {
          settings: { ...(item(p, 1) as { settings: object }).settings, wrong_penalty: '3/2' },
        }),
      [{ path: 'course.sections.0.items.1.settings.wrong_penalty', code: 'bank.penaltyInvalid' }],
    ],
    [
      'a mock test’s parts holding fewer questions than the quiz',
      (p) => {
        const quiz = item(p, 1) as Extract<ReturnType<typeof item>, { type: 'lp_quiz' }>;
        quiz.settings.parts = [
          { title: 'Verbální oddíl', time_limit_seconds: 2100, questions: quiz.questions.length - 1 },
        ];
      },
      [{ path: 'course.sections.0.items.1.settings.parts', code: 'package.partsInvalid' }],
    ],
    [
      'a mock test’s part without a title',
      (p) => {
        const quiz = item(p, 1) as Extract<ReturnType<typeof item>, { type: 'lp_quiz' }>;
        quiz.settings.parts = [{ title: ' ', time_limit_seconds: 0, questions: quiz.questions.length }];
      },
      [{ path: 'course.sections.0.items.1.settings.parts', code: 'package.partsInvalid' }],
    ],
    [
      'an assignment allowing three files',
      (p) => Object.assign(item(p, 2), { files_amount: 3 }),
      [{ path: 'course.sections.0.items.2.files_amount', code: 'studio.filesAmountInvalid' }],
    ],
    [
      'an attachment missing from the zip',
      (p) => Object.assign(item(p, 2), { attachments: [{ name: 'List.txt', file: 'attachments/jiny.txt' }] }),
      [{ path: 'course.sections.0.items.2.attachments.0.file', code: 'package.fileMissing' }],
    ],
  ])('%s', (_, change, expected) => {
    const pkg = examplePackage();
    change(pkg);
    const problems = coursePackageProblems(pkg, FILES, NOW);
    expect(problems.map(({ path, code }) => ({ path, code }))).toEqual(expected);
    for (const problem of problems)
      expect(packageProblemMessage(problem)).not.toMatch(/\{\{|^package\.|^studio\./);
  });

  it('takes a mock test whose parts hold every question of the quiz', () => {
    const pkg = examplePackage();
    const quiz = item(pkg, 1) as Extract<ReturnType<typeof item>, { type: 'lp_quiz' }>;
    const n = quiz.questions.length;
    quiz.settings.parts = [
      { title: 'Verbální oddíl', time_limit_seconds: 2100, questions: 1 },
      { title: 'Analytický oddíl', time_limit_seconds: 3000, questions: n - 1 },
    ];
    expect(coursePackageProblems(pkg, FILES, NOW)).toEqual([]);
  });

  it('words a missing file with its name, in Czech and in English', () => {
    const problem = { code: 'package.fileMissing' as const, values: { file: 'media/a.webp' } };
    expect(packageProblemMessage(problem)).toBe('Soubor „media/a.webp“ v balíčku chybí.');
    expect(packageProblemMessage(problem, 'en')).toBe('The file “media/a.webp” is missing from the package.');
  });
});
