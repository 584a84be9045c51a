import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The web suite's files that run each on a page of their own: those that mock a module (`vi.mock`: a mock
 * replaces a module only for the importers loaded after it), and `sync-shell.test.tsx`, whose refusal of a
 * queued action was once not shown when it shared a page. The others share a page per worker
 * (isolate: false; web/src/test/setup.ts leaves it fresh after each file): jsdom and the app's modules
 * load once per worker instead of once per file.
 */
const webSource = fileURLToPath(new URL('./web/src/', import.meta.url));
const webTests = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.test\.tsx?$/.test(file),
);
const ownPageWebTests = [
  ...webTests
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(webSource, file), 'utf8')))
    .map((file) => `src/${file}`),
  'src/lib/sync/sync-shell.test.tsx',
];

export default defineConfig({
  test: {
    // a worker per core (vitest leaves one free by default): the suites wait on databases and file
    // systems much of the time, and on a 2-core machine the unit stage took 532 s instead of 653 s
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          isolate: false,
        },
      },
      {
        test: { name: 'bench', root: './bench', environment: 'node', include: ['*.test.ts'], isolate: false },
      },
      {
        test: {
          name: 'fences',
          root: './eslint',
          environment: 'node',
          include: ['*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownPageWebTests],
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web-own-page', root: './web', include: ownPageWebTests },
      },
    ],
  },
});
