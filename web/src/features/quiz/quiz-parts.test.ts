import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import cs from '../../i18n/cs.json';
import { staticImports } from '../../i18n/source-keys';
import { screenMessages } from '../../i18n/translation-parts';

const SRC = join(import.meta.dirname, '..', '..', '/');
const codeOf = (file: string) => staticImports(`${SRC}${file}`).map((path) => path.slice(SRC.length));
const PARTS = {
  runner: 'features/quiz/components/quiz-runner.tsx',
  result: 'features/quiz/components/quiz-result.tsx',
  currentReview: 'features/review/current-attempt-review.tsx',
  pastReview: 'features/review/past-attempt-review.tsx',
  mistakes: 'features/quiz/mistakes/mistakes-screen.tsx',
} as const;

describe('the quiz’s parts', () => {
  it('are not code of the intro: the quiz’s route loads none of them, nor what only they show', () => {
    const intro = codeOf('features/quiz/quiz-route.tsx');
    expect(intro).toEqual(
      expect.arrayContaining([
        'features/quiz/components/quiz-intro.tsx',
        'features/quiz/quiz-attempt-screen.tsx',
      ]),
    );
    for (const part of Object.values(PARTS)) expect(intro).not.toContain(part);
    expect(intro).not.toContain('features/questions/question-view.tsx');
    expect(intro).not.toContain('components/charts/pie-chart.tsx');
    expect(intro).not.toContain('features/review/results-review.tsx');
  });

  it('bring the Czech messages they show and the intro does not', async () => {
    vi.resetModules();
    const { createI18n } = await import('../../i18n/i18n');
    const { routes } = await import('../../app/routes');
    const { lazyScreenLoader } = await import('../../app/lazy-screen');
    const { quizResult, quizRunner } = await import('./quiz-parts');
    const i18n = createI18n();
    const quiz = routes[0]!.children!.find(
      (r) => r.path === 'kurzy/:courseId/lp_quiz/:sectionId?/:questionIndex?',
    )!;
    await lazyScreenLoader(quiz)!();
    const introKeys = screenMessages(cs, staticImports(`${SRC}features/quiz/quiz-route.tsx`));
    // a message of the part alone, shown as it is written (no value to put in)
    const onlyIn = (file: string) =>
      (Object.keys(screenMessages(cs, staticImports(`${SRC}${file}`))) as Array<keyof typeof cs>).filter(
        (key) => !(key in introKeys) && !cs[key].includes('{{'),
      );
    const [runnerKey] = onlyIn(PARTS.runner);
    const [resultKey] = onlyIn(PARTS.result);
    expect(i18n.t(runnerKey!)).toBe(runnerKey);
    expect(i18n.t(resultKey!)).toBe(resultKey);

    await quizRunner.load();
    expect(i18n.t(runnerKey!)).toBe(cs[runnerKey!]);
    await quizResult.load();
    expect(i18n.t(resultKey!)).toBe(cs[resultKey!]);
  });
});
