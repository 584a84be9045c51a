import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The fences fail on a violation (decision 0022): each rule is shown one, linted as if it were in the tree. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the fences', () => {
  it('fail on an import circle: the store importing back what imports it', async () => {
    const found = await problems(
      'web/src/lib/store/app-data.ts',
      "import { createAppStore } from './app-store';\nexport const store = createAppStore;\n",
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^fences\/no-cycle: Import circle: web\/src\/lib\/store\/app-data\.ts → web\/src\/lib\/store\/app-store\.ts → web\/src\/lib\/store\/app-data\.ts/,
      ),
    );
  });

  it('fail on a module reading another module’s repository', async () => {
    const found = await problems(
      'server/src/modules/quiz/peek.ts',
      "import { findUserById } from '../users/users.repository';\nexport const peek = findUserById;\n",
    );
    expect(found).toContainEqual(
      expect.stringContaining(
        'fences/no-foreign-repository: The module quiz reads server/src/modules/users/users.repository.ts',
      ),
    );
  });

  it('fail on a feature reaching into another feature’s folders, not on its top level', async () => {
    const inside = await problems(
      'web/src/features/board/peek.ts',
      "export { CourseFilters } from '../courses/components/course-filters';\n",
    );
    expect(inside).toContainEqual(
      expect.stringContaining('fences/no-feature-internals: The feature board reaches into'),
    );
    const offered = await problems(
      'web/src/features/board/peek.ts',
      "export { categoriesQuery } from '../courses/categories-query';\n",
    );
    expect(offered.filter((p) => p.startsWith('fences/'))).toEqual([]);
  });
});
