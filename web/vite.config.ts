/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { FirstScreenName } from '@studovna/core/first-screen';
import { firstScreenAssetsFile, firstScreensReaching } from './src/app/first-screen-assets';
import { screenMessagesChunk, translationParts } from './src/i18n/translation-parts';
import rootPackage from '../package.json' with { type: 'json' };

/**
 * Paths the server answers; in dev they are proxied so http://app.localhost:5173 works against :3000.
 * The Host header is kept (localhost:5173): the server then treats the call as an API call and its CORS
 * rule (origin must be app.<host>) accepts the app at app.localhost:5173.
 */
const SERVER = 'http://localhost:3000';
const serverPaths = ['/wp-json', '/wp-content', '/zasady-ochrany', '/obchodni-podminky', '/studijni-plany'];
const proxy = Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER }]));

/**
 * Installable app (manifest and icons in public/icons) and the service worker of src/lib/pwa/sw.ts: it
 * precaches the built app shell; registration is in src/lib/pwa/register-service-worker.ts.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/lib/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Studovna',
    short_name: 'Studovna',
    description:
      'Příprava na přijímací zkoušky na vysoké školy (OSP, ZSV, TSP) – kurzy, testy a studijní plány.',
    lang: 'cs',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#3b3fb6',
    background_color: '#f7f7fb',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // the shell and what it loads; source maps stay out, KaTeX fonts only as woff2
    globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
    globIgnores: ['**/*.map', 'sw.js'],
  },
  devOptions: { enabled: false },
};

/**
 * Every text file of the build also as `.br` and `.gz` beside it, compressed once at the strongest
 * settings; the server sends them to browsers that accept the encoding (server/src/plugins/app-host.ts).
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
  const brotli = promisify(brotliCompress);
  const deflate = promisify(gzip);
  let outDir = '';
  return {
    name: 'studovna-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
        const files = entries.filter((e) => e.isFile() && compressible.test(e.name));
        await Promise.all(
          files.map(async (entry) => {
            const path = join(entry.parentPath, entry.name);
            const body = await readFile(path);
            if (body.length < 1024) return;
            const params = {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            };
            await writeFile(`${path}.br`, await brotli(body, { params }));
            await writeFile(`${path}.gz`, await deflate(body, { level: 9 }));
          }),
        );
      },
    },
  };
}

/**
 * Whether a chain of static imports leads to `id` from a module `from` accepts. Barrels (an `index`
 * re-exporting a folder or a package) do not count: what a screen takes from one is found by
 * tree-shaking, and the rest of the folder stays with the screens that use it.
 */
const barrel = /[\\/]index\.[cm]?[jt]sx?$/;
function reachedFrom(
  id: string,
  ctx: Rolldown.ChunkingContext,
  from: (id: string) => boolean,
  { barrels = false, seen = new Set<string>() } = {},
): boolean {
  if (from(id)) return true;
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  seen.add(id);
  return info.importers.some(
    (importer) =>
      !seen.has(importer) &&
      (barrels || !barrel.test(importer)) &&
      reachedFrom(importer, ctx, from, { barrels, seen }),
  );
}

/** Whether `id` loads with the first screen: an entry module reaches it. */
const loadedAtStart = (id: string, ctx: Rolldown.ChunkingContext): boolean =>
  reachedFrom(id, ctx, (module) => ctx.getModuleInfo(module)?.isEntry === true);

/**
 * The groups of code lazy screens share (see `codeSplitting` below): `shared`, one for each set of the
 * `screens` using it, named after them (`screens-course-quiz`, `screens-course`, `screens-quiz`, and `screens`
 * for the code none of them uses), and `questions`, the code of questions and attempts no first screen shows.
 * A group also takes what its modules import, so larger sets come first, and the group of questions takes no
 * module that imports code a first screen shows (the quiz's runner imports the attempt's state, which the
 * quiz's intro shows too): that code stays in the group of its first screen.
 */
function codeGroups(screens: FirstScreenName[]): {
  shared: Rolldown.CodeSplittingGroup[];
  questions: Rolldown.CodeSplittingGroup;
} {
  const sets = screens
    .reduce<FirstScreenName[][]>((all, name) => [...all, ...all.map((set) => [...set, name])], [[]])
    .sort((a, b) => b.length - a.length);
  // each module's group, worked out once for all the groups that ask
  const groupOf = new Map<string, string | null>();
  const group = (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    if (!groupOf.has(id)) {
      const shared = !(
        ownChunk.test(id) ||
        studioCode.test(id) ||
        studioContract.test(id) ||
        loadedAtStart(id, ctx)
      );
      // through barrels, as a screen may take a module from one (the cost: a module of a barrel two
      // screens take from goes with both, used or not)
      const using = shared
        ? firstScreensReaching((from) => reachedFrom(id, ctx, from, { barrels: true })).filter((name) =>
            screens.includes(name),
          )
        : null;
      // the code of questions goes with a first screen that shows it, else to the group of questions
      const questions = questionsCode.test(id) && using?.length === 0;
      groupOf.set(id, using && !questions ? ['screens', ...using].join('-') : null);
    }
    return groupOf.get(id)!;
  };
  // whether a chain of static imports from a module leads to code of questions a first screen shows
  const leadsToFirstScreen = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length > 0) {
      const info = ctx.getModuleInfo(queue.pop()!);
      for (const imported of info?.importedIds ?? []) {
        if (seen.has(imported) || ownChunk.test(imported)) continue;
        if (questionsCode.test(imported) && group(imported, ctx)) return true;
        seen.add(imported);
        queue.push(imported);
      }
    }
    return false;
  };
  return {
    shared: sets.map((set) => ({
      name: (id: string, ctx: Rolldown.ChunkingContext) => {
        const name = ['screens', ...set].join('-');
        return group(id, ctx) === name ? name : null;
      },
      minShareCount: 2,
    })),
    questions: {
      name: (id, ctx) =>
        ownChunk.test(id) || loadedAtStart(id, ctx) || group(id, ctx) || leadsToFirstScreen(id, ctx)
          ? null
          : 'questions',
      minShareCount: 2,
    },
  };
}

/** Libraries with chunks of their own (see `codeSplitting` below). */
const ownChunk = /node_modules[\\/](react|react-dom|scheduler|react-router|katex)[\\/]/;

/**
 * The studio's code and its contract (decision 0023): chunks of their own, which no learner's screen loads,
 * even where a barrel of the contract makes a learner's screen seem to reach them. The contract apart, as
 * the outbox's list of every endpoint takes it too.
 */
const studioCode = /[\\/](web[\\/]src|core[\\/]src)[\\/]studio[\\/]/;
/** The contract's schemas, zod and the app's code that sets it up, which read the answers (decision 0039). */
const learnerContract =
  /[\\/]core[\\/]src[\\/]contract[\\/]|node_modules[\\/]zod[\\/]|[\\/]lib[\\/]api[\\/](endpoint-schemas|parse-without-eval)\./;
const studioContract = /[\\/]core[\\/]src[\\/]contract[\\/]studio[\\/]/;

/** The code of questions and attempts, shared by the quiz, the board, practice and the sample tasks. */
const questionsCode =
  /[\\/](features[\\/](learning|questions|quiz|review|lesson|assignment|preview|practice|board)[\\/]|components[\\/](use-dialog|live-region)\.|lib[\\/](use-now|store[\\/]user-id)\.|contract[\\/]quiz)/;

const { shared: sharedGroups, questions: questionsGroup } = codeGroups(['course', 'quiz']);

/**
 * react-router's package exports only its development build (dev warnings on), whatever the mode
 * (remix-run/react-router#14102); the built app takes the production build it ships beside it.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'studovna-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

/** VITE_APP_VERSION overrides the version of the root package.json (a release, or a test of an update). */
const appVersion = process.env.VITE_APP_VERSION?.trim() || rootPackage.version;

/**
 * The server's render of the first screens (decision 0038): `src/entry-server.tsx` and all it imports in
 * one self-contained module tree in `dist/ssr`, which the server imports; it is never served (app-host.ts).
 */
const SSR_OUT_DIR = 'dist/ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), reactRouterProduction(), translationParts()]
    : [
        react(),
        reactRouterProduction(),
        translationParts(),
        firstScreenAssetsFile(),
        VitePWA(pwaOptions),
        precompress(),
      ],
  // the render needs no package of the server's: everything is in it (the server hands it its jsdom window)
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        resolve: { alias: [{ find: /^(.*\/lib\/purify)$/, replacement: '$1.server' }] },
      }
    : {}),
  define: {
    // shown in Settings, and the query cache is dropped when it changes
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
    'import.meta.env.VITE_APP_BUILD': JSON.stringify(new Date().toISOString().slice(0, 16).replace('T', ' ')),
  },
  server: { port: 5173, host: true, allowedHosts: ['.localhost'], proxy },
  preview: { port: 4173, host: true, allowedHosts: ['.localhost'], proxy },
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        ssr: 'src/entry-server.tsx',
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            // React and the router change rarely and every screen needs them: their own long-cached chunks.
            // Other libraries go with the screens that use them (DOMPurify and KaTeX stay off the first screen).
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
                // KaTeX (script and stylesheet) is imported only where a formula appears: its own lazy chunk.
                { name: 'katex', test: /node_modules[\\/]katex[\\/]/ },
                // a screen's own Czech messages (translation-parts.ts): a chunk named after the screen
                { name: screenMessagesChunk },
                // the rest of what the first screen loads: one chunk, not dozens of small shared ones
                { name: (id, ctx) => (loadedAtStart(id, ctx) ? 'app' : null) },
                // the learner's contract with zod (decision 0039): one chunk, which the first answer read loads, not
                // with the screens whose code names the contract only through its barrel
                { name: (id) => (learnerContract.test(id) && !studioContract.test(id) ? 'contract' : null) },
                // what two or more lazy screens share: a few chunks, and one more for the code of questions, so a
                // screen arrives in a few requests (a score of small shared chunks cost a round trip each on a
                // slow network). Shared code is grouped by the first screens that use it, so a first screen loads
                // none it does not use: a group takes what its modules import too, so the groups of more first
                // screens come first
                ...sharedGroups,
                // what the studio's own screens share; it comes after the learner's groups, so the app's code the
                // studio uses (fields, dialogs) stays where the learner's screens find it
                { name: (id) => (studioContract.test(id) ? 'studio-contract' : null), minShareCount: 2 },
                { name: (id) => (studioCode.test(id) ? 'studio' : null), minShareCount: 2 },
                questionsGroup,
              ],
            },
          },
        },
      },
  // what the web suite's two projects share (their files: vitest.config.ts at the root)
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // the first test of a file transforms its screen on demand: slow on a loaded two-core machine
    testTimeout: 30000,
  },
}));
