import { describe, expect, it } from 'vitest';
import { firstScreenAssets, firstScreensReaching } from './first-screen-assets';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});

/** A build: the entry with its static imports, and lazy screens sharing a chunk. */
const bundle = {
  'assets/index.js': chunk(
    'assets/index.js',
    ['/w/src/main.tsx'],
    ['assets/react.js'],
    ['assets/index.css'],
    true,
  ),
  'assets/react.js': chunk('assets/react.js', ['/w/node_modules/react/index.js']),
  'assets/detail.js': chunk(
    'assets/detail.js',
    ['/w/src/features/course-detail/course-detail-screen.tsx', '/w/src/features/course-detail/hero.tsx'],
    ['assets/screens.js', 'assets/react.js'],
    ['assets/detail.css'],
  ),
  'assets/screens.js': chunk(
    'assets/screens.js',
    ['/w/src/components/rating.tsx'],
    ['assets/react.js'],
    ['assets/screens.css'],
  ),
  'assets/learning.js': chunk(
    'assets/learning.js',
    ['/w/src/features/quiz/quiz-route.tsx'],
    ['assets/screens.js'],
  ),
  'assets/cs.js': chunk('assets/cs.js', ['\0translation-part:rest:/w/src/i18n/cs']),
  'assets/en.js': chunk('assets/en.js', ['\0translation-part:rest:/w/src/i18n/en']),
  'assets/index.css': { type: 'asset' as const },
};

describe('the files of each first screen', () => {
  it('lists the chunks of its modules with all they import, and their styles, without what the entry loads', () => {
    const assets = firstScreenAssets(bundle, {
      home: [],
      courses: [],
      course: [
        '/features/course-detail/course-detail-screen.tsx',
        (id) => id.startsWith('\0translation-part:rest:') && id.endsWith('/cs'),
      ],
      quiz: ['/features/quiz/quiz-route.tsx'],
    });
    expect(assets).toEqual({
      home: { scripts: [], styles: [] },
      courses: { scripts: [], styles: [] },
      course: {
        scripts: ['/assets/detail.js', '/assets/screens.js', '/assets/cs.js'],
        styles: ['/assets/detail.css', '/assets/screens.css'],
      },
      quiz: { scripts: ['/assets/learning.js', '/assets/screens.js'], styles: ['/assets/screens.css'] },
    });
  });

  it('the default list: each screen’s route, the call it asks first, its own Czech messages and the shared ones', () => {
    const messages = (file: string) =>
      chunk(`assets/${file}-messages.js`, [`\0screen-messages:/w/src/features/${file}.tsx?messages=cs`]);
    const assets = firstScreenAssets({
      ...bundle,
      'assets/list.js': chunk('assets/list.js', ['/w/src/features/courses/course-list-screen.tsx']),
      'assets/prefetch-quiz.js': chunk('assets/prefetch-quiz.js', [
        '/w/src/features/quiz/api/prefetch-quiz.ts',
      ]),
      'assets/detail-messages.js': messages('course-detail/course-detail-screen'),
      'assets/quiz-messages.js': messages('quiz/quiz-route'),
      'assets/shared-czech.js': chunk('assets/shared-czech.js', ['/w/src/i18n/shared-czech.ts']),
    });
    expect(assets.home?.scripts).toEqual([]);
    expect(assets.courses?.scripts).toEqual(['/assets/list.js', '/assets/shared-czech.js']);
    expect(assets.course?.scripts).toEqual([
      '/assets/detail.js',
      '/assets/screens.js',
      '/assets/course-detail/course-detail-screen-messages.js',
      '/assets/shared-czech.js',
    ]);
    expect(assets.quiz?.scripts).toEqual([
      '/assets/learning.js',
      '/assets/screens.js',
      '/assets/prefetch-quiz.js',
      '/assets/quiz/quiz-route-messages.js',
      '/assets/shared-czech.js',
    ]);
  });

  it('fails the build when a screen’s module is in no chunk (a renamed screen)', () => {
    expect(() =>
      firstScreenAssets(bundle, { home: [], courses: ['/features/courses/gone.tsx'], course: [], quiz: [] }),
    ).toThrow('first screen courses: no chunk holds /features/courses/gone.tsx');
  });

  it('names the first screens whose modules reach a module, as the build groups shared code by them', () => {
    // a made-up import graph: which modules each module is imported by
    const importers: Record<string, string[]> = {
      '/w/src/components/rating.tsx': ['/w/src/features/course-detail/course-detail-screen.tsx'],
      '/w/src/components/math-html.tsx': [
        '/w/src/features/course-detail/hero.tsx',
        '/w/src/features/quiz/quiz-intro.tsx',
      ],
      '/w/src/features/course-detail/hero.tsx': ['/w/src/features/course-detail/course-detail-screen.tsx'],
      '/w/src/features/quiz/quiz-intro.tsx': ['/w/src/features/quiz/quiz-route.tsx'],
      '/w/src/features/settings/toggle.tsx': ['/w/src/features/settings/settings-screen.tsx'],
    };
    const reaching = (id: string) =>
      firstScreensReaching((from) => {
        const walk = (module: string, seen: Set<string>): boolean =>
          from(module) || (importers[module] ?? []).some((m) => !seen.has(m) && walk(m, seen.add(m)));
        return walk(id, new Set());
      });
    expect(reaching('/w/src/components/math-html.tsx')).toEqual(['course', 'quiz']);
    expect(reaching('/w/src/components/rating.tsx')).toEqual(['course']);
    expect(reaching('/w/src/features/settings/toggle.tsx')).toEqual([]);
  });
});
