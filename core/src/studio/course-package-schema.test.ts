import { describe, expect, it } from 'vitest';
import committed from './course-package.schema.json';
import { examplePackage } from './course-package-fixture';
import { coursePackageJsonSchema, coursePackageSchema, packageQuizPenalties } from './course-package-schema';

describe('the course package’s JSON Schema', () => {
  it('is committed as generated from the zod schema (npm run schema:course-package writes it)', () => {
    expect(committed).toEqual(coursePackageJsonSchema());
  });

  it('names every field of a course, item and question the package carries', () => {
    const schema = JSON.stringify(committed);
    for (const field of [
      'cover',
      'video_url',
      'questions',
      'hint',
      'difficulty',
      'attachments',
      'files_amount',
      'wrong_penalty',
      'skip_penalty',
    ])
      expect(schema).toContain(`"${field}"`);
  });
});

describe('the zod schema of course.json', () => {
  it('reads a package with a lesson, a quiz and an assignment', () => {
    expect(coursePackageSchema.parse(examplePackage())).toEqual(examplePackage());
  });

  it.each([
    ['a file outside media/', (p: ReturnType<typeof examplePackage>) => (p.course.cover = '../etc/passwd')],
    [
      'an unknown item type',
      (p: ReturnType<typeof examplePackage>) => {
        (p.course.sections[0]!.items[0] as { type: string }).type = 'lp_video';
      },
    ],
    [
      'a price as text',
      (p: ReturnType<typeof examplePackage>) => {
        (p.course as { price: unknown }).price = '490';
      },
    ],
  ])('refuses %s', (_, change) => {
    const pkg = examplePackage();
    change(pkg);
    expect(coursePackageSchema.safeParse(pkg).success).toBe(false);
  });
});

describe('a packaged quiz’s penalties', () => {
  const base = { time_limit_seconds: 0, passing_grade: 80, retake_count: 0, instant_check: false };
  it.each([
    ['its own fractions', { wrong_penalty: '1/3', skip_penalty: '1/4' }, ['1/3', '1/4']],
    [
      'LearnPress’s switches of a package written before penalties',
      { negative_marking: true, minus_skipped: true },
      ['1', '1'],
    ],
    ['switches that are off', { negative_marking: false, minus_skipped: false }, ['0', '0']],
    ['nothing said: none', {}, ['0', '0']],
    ['its own fraction before an old switch', { wrong_penalty: '1/5', negative_marking: true }, ['1/5', '0']],
  ])('%s', (_, settings, [wrong, skip]) => {
    expect(packageQuizPenalties({ ...base, ...settings })).toEqual({
      wrong_penalty: wrong,
      skip_penalty: skip,
    });
  });
});
