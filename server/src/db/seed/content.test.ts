import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SeedFamily, SeedQuestion } from './content-types';
import { isMockSection } from './mock-tests';
import { SEED_FAMILIES } from './seed';

const imagesDir = new URL('./images/', import.meta.url).pathname;
const quizzesOf = (family: SeedFamily) =>
  family.courses.flatMap((c) => c.sections.flatMap((s) => s.items.filter((i) => i.type === 'lp_quiz')));

function problemsOf(q: SeedQuestion): string[] {
  const problems: string[] = [];
  if (!q.explanation.trim()) problems.push('no explanation');
  if (q.type === 'single_choice' && q.options.filter((o) => o.correct).length !== 1)
    problems.push('single: not one correct');
  if (q.type === 'multi_choice') {
    const correct = q.options.filter((o) => o.correct).length;
    if (correct < 2 || correct === q.options.length) problems.push('multi: needs ≥2 correct and ≥1 wrong');
  }
  if ((q.type === 'single_choice' || q.type === 'multi_choice') && q.options.length > 16)
    problems.push('over 16 options');
  if (q.type === 'fill_in_blanks') {
    const placeholders = [...q.text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]);
    if (placeholders.join() !== q.blanks.map((b) => b.id).join())
      problems.push('blanks do not match placeholders');
  }
  if (q.type === 'sorting_choice' && q.ordered.length < 3) problems.push('sorting: fewer than 3 items');
  return problems;
}

describe('seeded demo content', () => {
  it('has the three families with their premium codes', () => {
    expect(SEED_FAMILIES.map((f) => [f.category.slug, f.category.premium])).toEqual([
      ['osp', ['osp']],
      ['zsv', ['zsv']],
      ['tsp', ['tsp']],
    ]);
  });

  it.each(SEED_FAMILIES.map((f) => [f.category.slug, f] as const))(
    '%s: courses, sections, quizzes',
    (_, family) => {
      expect(family.courses.length).toBeGreaterThanOrEqual(2);
      for (const course of family.courses) {
        expect(course.sections.length).toBeGreaterThanOrEqual(2);
        // a mock test's section holds the test alone (its own rules: mock-tests.test.ts)
        for (const section of course.sections.filter((s) => !isMockSection(s))) {
          expect(section.items.some((i) => i.type === 'lp_lesson')).toBe(true);
          expect(section.items.some((i) => i.type === 'lp_quiz')).toBe(true);
        }
      }
      for (const quiz of quizzesOf(family).filter((q) => !q.parts)) {
        expect(quiz.questions.length).toBeGreaterThanOrEqual(6);
        expect(quiz.questions.length).toBeLessThanOrEqual(12);
        for (const question of quiz.questions)
          expect([quiz.title, question.title, problemsOf(question)]).toEqual([
            quiz.title,
            question.title,
            [],
          ]);
      }
      const types = new Set(quizzesOf(family).flatMap((q) => q.questions.map((x) => x.type)));
      expect([...types].sort()).toEqual([
        'fill_in_blanks',
        'multi_choice',
        'single_choice',
        'sorting_choice',
        'true_or_false',
      ]);
      const previews = family.courses
        .flatMap((c) => c.sections.flatMap((s) => s.items))
        .filter((i) => i.preview);
      expect(previews.length).toBeGreaterThan(0);
    },
  );

  it('names only images that exist, and unique instructors and slugs', () => {
    const files = SEED_FAMILIES.flatMap((f) => [
      f.category.image,
      ...f.instructors.map((i) => i.avatar),
      ...f.courses.map((c) => c.image),
    ]);
    expect(files.filter((f) => !existsSync(imagesDir + f))).toEqual([]);
    const usernames = SEED_FAMILIES.flatMap((f) => f.instructors.map((i) => i.username));
    expect(new Set(usernames).size).toBe(usernames.length);
    const slugs = SEED_FAMILIES.flatMap((f) => f.courses.map((c) => c.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(SEED_FAMILIES.map((f) => [f.category.slug, f] as const))(
    '%s: an assignment in a free course, with what the intro screen shows',
    (_, family) => {
      const assignments = family.courses.flatMap((course) =>
        course.sections.flatMap((s) =>
          s.items.flatMap((i) => (i.type === 'lp_assignment' ? [{ course, assignment: i }] : [])),
        ),
      );
      expect(assignments.length).toBeGreaterThanOrEqual(1);
      for (const { course, assignment } of assignments) {
        expect(course.price).toBe(0);
        expect(assignment.filesAmount).toBeGreaterThanOrEqual(1);
        expect(assignment.filesAmount).toBeLessThanOrEqual(2);
        expect(assignment.duration.time).toBeGreaterThan(0);
        expect(assignment.passingGrade).toBeGreaterThan(0);
        expect(assignment.introduction).toMatch(/<h3>Co odevzdáš<\/h3>/);
        expect(assignment.introduction).toContain(`${assignment.passingGrade} bod`);
        // the introduction names the highest mark the studio keeps („Celkem 9 bodů", „až 20 body")
        expect(assignment.passingGrade).toBeLessThanOrEqual(assignment.mark);
        expect(assignment.introduction).toMatch(new RegExp(`(Celkem|získat|až) ${assignment.mark} bod`));
        expect(assignment.content.length).toBeGreaterThan(200);
        for (const attachment of assignment.attachments ?? [])
          expect(existsSync(imagesDir + attachment.file), attachment.file).toBe(true);
      }
    },
  );

  it('gives every paid course a sample quiz (the first quiz is a preview)', () => {
    for (const course of SEED_FAMILIES.flatMap((f) => f.courses).filter((c) => c.price > 0)) {
      const firstQuiz = course.sections.flatMap((s) => s.items).find((i) => i.type === 'lp_quiz');
      expect([course.slug, firstQuiz?.preview]).toEqual([course.slug, true]);
    }
  });

  it('covers the quiz settings later features rely on', () => {
    const quizzes = SEED_FAMILIES.flatMap(quizzesOf);
    expect(quizzes.some((q) => (q.timeLimitMinutes ?? 0) > 0)).toBe(true);
    expect(quizzes.some((q) => q.retakeCount === -1)).toBe(true);
    expect(quizzes.some((q) => q.retakeCount === 2)).toBe(true);
    expect(quizzes.some((q) => q.wrongPenalty)).toBe(true);
    expect(quizzes.some((q) => q.instantCheck)).toBe(true);
  });

  it('says of each course only what it holds: its lessons, tests, timed tests and negative marking', () => {
    const said: Record<string, number> = { jeden: 1, dva: 2, tři: 3 };
    for (const course of SEED_FAMILIES.flatMap((f) => f.courses)) {
      const text = course.overview.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      const items = course.sections.flatMap((s) => s.items);
      const quizzes = items.filter((i) => i.type === 'lp_quiz');
      const facts = {
        lessons: items.filter((i) => i.type === 'lp_lesson').length,
        tests: quizzes.length,
        timed: quizzes.filter((q) => (q.timeLimitMinutes ?? 0) > 0).length,
        negative: quizzes.filter((q) => q.wrongPenalty).length,
      };
      const claims = {
        lessons: /(\d+) lekc/.exec(text)?.[1],
        tests: /(\d+) test[yů]/.exec(text)?.[1],
        timed: /(jeden|dva|tři)(?: test)? na čas/.exec(text)?.[1],
        negative: /(jeden|dva|tři)(?: test[yů]?)?(?: se)? (?:záporn|strháv)/.exec(text)?.[1],
      };
      for (const [fact, claim] of Object.entries(claims))
        if (claim !== undefined)
          expect([course.slug, fact, said[claim] ?? Number(claim)]).toEqual([
            course.slug,
            fact,
            facts[fact as keyof typeof facts],
          ]);
    }
  });
});
