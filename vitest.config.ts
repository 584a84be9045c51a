import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // a worker per core (vitest leaves one free by default): the suites wait on databases and file
    // systems much of the time, and on a 2-core machine the unit stage took 532 s instead of 653 s
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', root: './core', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      { test: { name: 'bench', root: './bench', environment: 'node', include: ['*.test.ts'] } },
      { test: { name: 'fences', root: './eslint', environment: 'node', include: ['*.test.ts'] } },
      './web/vite.config.ts',
    ],
  },
});
