import type { SeedFamily, SeedQuiz, SeedSection } from './content-types';
import type { SeedMockTest } from './mock-test-types';

/** The minutes a mock test takes: its shared time, or its parts' own times added up. */
export const mockMinutes = (mock: SeedMockTest): number =>
  mock.sharedMinutes ?? mock.parts.reduce((sum, part) => sum + (part.minutes ?? 0), 0);

/**
 * A mock test as a quiz (decision 0041): its parts in order, each question naming its part, the real
 * scoring (the wrong-answer penalty, nothing for a skip), the whole test's time, half the points as the
 * bar of an average result, and as many retakes as a learner wants (the percentile counts the best).
 */
export function mockQuiz(mock: SeedMockTest): SeedQuiz {
  return {
    type: 'lp_quiz',
    title: mock.title,
    description: mock.description,
    durationMinutes: mockMinutes(mock),
    passingGrade: 50,
    retakeCount: -1,
    timeLimitMinutes: mockMinutes(mock),
    wrongPenalty: mock.wrongPenalty,
    parts: mock.parts.map((part) => ({ title: part.title, minutes: part.minutes })),
    questions: mock.parts.flatMap((part, index) => part.items.map((item) => ({ ...item, part: index }))),
  };
}

/**
 * The family with its mock test in a section of its own at the end of the course `courseSlug`, appended
 * after the release (`SeedSection.appended`): no id of the earlier content moves.
 */
export function withMockTest(family: SeedFamily, mock: SeedMockTest, courseSlug: string): SeedFamily {
  const section: SeedSection = {
    title: 'Test nanečisto',
    description: 'Celý test ve formátu skutečné zkoušky, s percentilem mezi všemi, kdo ho psali.',
    appended: true,
    items: [mockQuiz(mock)],
  };
  if (!family.courses.some((c) => c.slug === courseSlug))
    throw new Error(`withMockTest: no course ${courseSlug} in ${family.category.slug}`);
  return {
    ...family,
    courses: family.courses.map((course) =>
      course.slug === courseSlug ? { ...course, sections: [...course.sections, section] } : course,
    ),
  };
}

/** Whether the section holds a mock test (and nothing else): it keeps the mock's rules, not a chapter's. */
export const isMockSection = (section: SeedSection): boolean =>
  section.items.length > 0 &&
  section.items.every((item) => item.type === 'lp_quiz' && item.parts !== undefined);
