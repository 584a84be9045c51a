import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import cs from './cs.json';
import { isFirstScreenKey } from './first-screen-keys';
import { keysUsedIn, staticImports } from './source-keys';
import { screenMessages, splitMessages } from './translation-parts';

const SRC = join(import.meta.dirname, '..', '/');
const KEYS = Object.keys(cs);
const atStart = staticImports(`${SRC}main.tsx`);

/** The keys each file loaded at start may show that are not in the first-screen part. */
function missingAtStart(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...keysUsedIn(readFileSync(file, 'utf8'), KEYS)]
      .filter((key) => !isFirstScreenKey(key))
      .map((key) => `${relative(SRC, file)}: ${key}`),
  );
}

describe('the Czech messages of the first screen', () => {
  it('have every key that code loaded at start may show', () => {
    expect(missingAtStart(atStart)).toEqual([]);
  });

  it('are checked against the code that really loads at start, and only that', () => {
    const files = atStart.map((file) => relative(SRC, file));
    expect(files).toEqual(expect.arrayContaining(['app/tab-bar.tsx', 'features/home/subjects-screen.tsx']));
    expect(files).not.toContain('features/settings/settings-screen.tsx');
    expect(files).not.toContain('features/quiz/quiz-route.tsx');
    expect(files).not.toContain('features/home/components/chosen-category.tsx');
    // a lazy screen's keys would be missing from the first part: the check can fail
    expect(missingAtStart([`${SRC}features/settings/settings-screen.tsx`]).length).toBeGreaterThan(0);
  });

  it('counts literal keys, plural keys by their base and families of template keys', () => {
    const source = [
      "// the learner's `first screen",
      "t('tabs.subjects')",
      'const KEY = { a: "home.title" };',
      "t('categories.courseCount', { count })",
      't(`courses.sort.${key}`)',
      "t('not.a.key')",
    ].join('\n');
    const used = keysUsedIn(source, KEYS);
    expect(used).toEqual(
      new Set([
        'tabs.subjects',
        'home.title',
        ...KEYS.filter((key) => key.startsWith('categories.courseCount_') || key.startsWith('courses.sort.')),
      ]),
    );
  });

  it('split cs.json into two parts that together are the whole file', () => {
    const first = splitMessages(cs, 'first');
    const rest = splitMessages(cs, 'rest');
    expect({ ...first, ...rest }).toEqual(cs);
    expect(Object.keys(first).filter((key) => key in rest)).toEqual([]);
    expect(Object.keys(first).length).toBeLessThan(KEYS.length / 3);
  });

  it('suffice for the lazy screens that do not wait for the rest, and those screens do not ask for it', async () => {
    vi.resetModules();
    const { routes } = await import('../app/routes');
    const { createI18n } = await import('./i18n');
    const { lazyScreenLoader } = await import('../app/lazy-screen');
    const firstOnly = routes[0]!.children!.filter(
      (route) => (route.handle as { messages?: string } | undefined)?.messages === 'first',
    );
    // the screen of each: its file and what it imports
    const SCREENS: Record<string, string> = {
      kurzy: 'features/courses/course-list-screen.tsx',
      // the studio brings its own messages (studio/i18n) and shows none of the app's beyond the first part
      'studio/*': 'studio/studio-root.tsx',
    };
    expect(firstOnly.map((route) => route.path)).toEqual(Object.keys(SCREENS));
    for (const file of Object.values(SCREENS))
      expect(missingAtStart(staticImports(`${SRC}${file}`))).toEqual([]);

    const i18n = createI18n();
    const [lazyKey] = Object.keys(splitMessages(cs, 'rest')) as [keyof typeof cs];
    await lazyScreenLoader(firstOnly[0]!)!();
    expect(i18n.t(lazyKey)).toBe(lazyKey);
  });

  it('are completed by the lazy screens: a lazy route brings the rest with its code', async () => {
    vi.resetModules();
    const { createI18n } = await import('./i18n');
    const { routes } = await import('../app/routes');
    const { lazyScreenLoader } = await import('../app/lazy-screen');
    const i18n = createI18n();
    const [lazyKey] = Object.keys(splitMessages(cs, 'rest')) as [keyof typeof cs];
    expect(i18n.t(lazyKey)).toBe(lazyKey);
    const notified = vi.fn();
    i18n.subscribe(notified);
    const settings = routes[0]!.children!.find((route) => route.path === 'uzivatel/nastaveni')!;
    await lazyScreenLoader(settings)!();
    expect(i18n.t(lazyKey)).toBe(cs[lazyKey]);
    expect(notified).toHaveBeenCalled();
  });

  it('of a screen that brings its own: every key its code may show beyond the first part, and no other', () => {
    const quiz = screenMessages(cs, staticImports(`${SRC}features/quiz/quiz-route.tsx`));
    expect(Object.keys(quiz)).toEqual(expect.arrayContaining(['quiz.start', 'learning.title']));
    expect(Object.keys(quiz).filter((key) => isFirstScreenKey(key))).toEqual([]);
    expect(Object.keys(quiz).filter((key) => key.startsWith('settings.'))).toEqual([]);
  });

  it('are brought by the course and the quiz themselves: their own part, not all the lazy screens’ messages', async () => {
    vi.resetModules();
    const { createI18n } = await import('./i18n');
    const { routes } = await import('../app/routes');
    const { lazyScreenLoader } = await import('../app/lazy-screen');
    const i18n = createI18n();
    const notified = vi.fn();
    i18n.subscribe(notified);
    const route = (path: string) => routes[0]!.children!.find((r) => r.path === path)!;
    await lazyScreenLoader(route('kurzy/:courseId'))!();
    await lazyScreenLoader(route('kurzy/:courseId/lp_quiz/:sectionId?/:questionIndex?'))!();
    expect(i18n.t('courseDetail.enroll')).toBe(cs['courseDetail.enroll']);
    expect(i18n.t('quiz.start')).toBe(cs['quiz.start']);
    // nothing shown had waited for them: no render
    expect(notified).not.toHaveBeenCalled();
    expect(i18n.t('settings.title')).toBe('settings.title');
  });
});
