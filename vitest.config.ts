import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      './web/vite.config.ts',
    ],
  },
});
