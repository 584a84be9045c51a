import { describe, expect, it } from 'vitest';
import { examplePackage } from './course-package-fixture';
import { mapPackageHtml } from './course-package-html';

describe('the HTML texts of a package', () => {
  it('are every text the studio sanitises, each with its path in course.json', () => {
    const paths: string[] = [];
    mapPackageHtml(examplePackage().course, (html, path) => {
      paths.push(path);
      return html;
    });
    const quiz = 'course.sections.0.items.1';
    expect(paths).toEqual([
      'course.content',
      'course.sections.0.items.0.content',
      `${quiz}.content`,
      `${quiz}.questions.0.title`,
      `${quiz}.questions.0.explanation`,
      `${quiz}.questions.0.hint`,
      `${quiz}.questions.0.options.0.title`,
      `${quiz}.questions.0.options.1.title`,
      `${quiz}.questions.1.title`,
      `${quiz}.questions.1.explanation`,
      'course.sections.0.items.2.content',
      'course.sections.0.items.2.introduction',
    ]);
  });

  it('change only those texts', () => {
    const course = examplePackage().course;
    const mapped = mapPackageHtml(course, (html) => html.toUpperCase());
    expect(mapped.content).toBe(course.content.toUpperCase());
    expect(mapped.title).toBe(course.title);
    expect(mapped.sections[0]!.items[1]).toMatchObject({ settings: { passing_grade: 60 } });
    expect(mapPackageHtml(course, (html) => html)).toEqual(course);
  });
});
