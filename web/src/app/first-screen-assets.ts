// types only: the build config is bundled without core, whose modules are TypeScript
import type { FirstScreenAssets, FirstScreenAssetsFile, FirstScreenName } from '@studovna/core/first-screen';
import type { Plugin, Rolldown } from 'vite';

/** A module of a first screen: by the end of its path, or any module the test accepts. */
type ModuleMatch = string | ((id: string) => boolean);

/** Core's shared Czech messages, which every lazy screen loads with its code (lazy-screen.tsx). */
const SHARED_MESSAGES = '/i18n/shared-czech.ts';

/**
 * What each first screen (core's `firstScreenAt`) loads lazily when the app starts on it: its route's
 * screen (routes.tsx), the call it asks first, its Czech messages (`?messages=cs`) and the shared ones. The journey in `e2e/courses.spec.ts` fails when a screen
 * loads a script or a style its page does not name.
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<FirstScreenName, readonly ModuleMatch[]>> = {
  home: [],
  courses: ['/features/courses/course-list-screen.tsx', SHARED_MESSAGES],
  course: [
    '/features/course-detail/course-detail-screen.tsx',
    '/features/course-detail/course-detail-screen.tsx?messages=cs',
    SHARED_MESSAGES,
  ],
  quiz: [
    '/features/quiz/quiz-route.tsx',
    '/features/quiz/api/prefetch-quiz.ts',
    '/features/quiz/quiz-route.tsx?messages=cs',
    SHARED_MESSAGES,
  ],
};

/**
 * The first screens that reach a module, told by `reached(from)`: whether a chain of static imports leads
 * to it from a module `from` accepts. The build groups shared code by them (vite.config.ts), so a first
 * screen loads no shared code it does not use.
 */
export const firstScreensReaching = (
  reached: (from: (id: string) => boolean) => boolean,
): FirstScreenName[] =>
  (Object.keys(FIRST_SCREEN_MODULES) as FirstScreenName[]).filter(
    (name) =>
      FIRST_SCREEN_MODULES[name].length > 0 &&
      reached((id) => FIRST_SCREEN_MODULES[name].some((match) => matches(match, id))),
  );

const FIRST_SCREEN_ASSETS_FILE: FirstScreenAssetsFile = 'first-screens.json';

type Output = Pick<Rolldown.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'imports' | 'moduleIds'> & {
  viteMetadata?: { importedCss: Set<string> };
};
type Bundle = Record<string, Output | { type: 'asset' }>;

const matches = (match: ModuleMatch, id: string) =>
  typeof match === 'string' ? id.replaceAll('\\', '/').endsWith(match) : match(id);

/**
 * The files of each first screen in a built bundle: the chunks holding its modules with every chunk
 * they import, and their styles, without what the entry already loads. Paths from the site's root.
 */
export function firstScreenAssets(
  bundle: Bundle,
  modules: Readonly<Record<FirstScreenName, readonly ModuleMatch[]>> = FIRST_SCREEN_MODULES,
): FirstScreenAssets {
  const chunks = Object.values(bundle).filter((output): output is Output => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Output[]) => {
    const seen = new Set<Output>();
    const visit = (chunk: Output | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((name) => visit(byName.get(name)));
    };
    roots.forEach(visit);
    return [...seen];
  };
  const atStart = new Set(closure(chunks.filter((chunk) => chunk.isEntry)));
  const assets: FirstScreenAssets = {};
  for (const name of Object.keys(modules) as FirstScreenName[]) {
    const roots = modules[name].map((match) => {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => matches(match, id)));
      if (!chunk) throw new Error(`first screen ${name}: no chunk holds ${String(match)}`);
      return chunk;
    });
    const lazy = closure(roots).filter((chunk) => !atStart.has(chunk));
    assets[name] = {
      scripts: lazy.map((chunk) => `/${chunk.fileName}`),
      styles: [...new Set(lazy.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
        (file) => `/${file}`,
      ),
    };
  }
  return assets;
}

/** Writes `FIRST_SCREEN_ASSETS_FILE` into the build: the server names those files in the screen's page. */
export function firstScreenAssetsFile(): Plugin {
  return {
    name: 'studovna-first-screen-assets',
    apply: 'build',
    generateBundle(_, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_ASSETS_FILE,
        source: `${JSON.stringify(firstScreenAssets(bundle as unknown as Bundle), null, 2)}\n`,
      });
    },
  };
}
