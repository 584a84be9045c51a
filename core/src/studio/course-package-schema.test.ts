import { describe, expect, it } from 'vitest';
import committed from './course-package.schema.json';
import { examplePackage } from './course-package-fixture';
import { coursePackageJsonSchema, coursePackageSchema } from './course-package-schema';

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
