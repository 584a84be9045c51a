import { studioPackagesApi as P } from '@studovna/core/contract/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { exportedZip, importPackage, unpack, withoutCourses } from './course-package-test-kit';

/**
 * Issue 22: every seeded course exported, imported into a database without courses, exported again —
 * the same course.json and the same files, byte for byte.
 */
describe.each(testDatabases)('a course package round-trips every seeded course, on %s', (kind) => {
  let source: TestApp;
  let target: TestApp;
  let sourceToken: string;
  let targetToken: string;
  let seeded: { id: number; slug: string }[];

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(kind), createTestApp(kind)]);
    await withoutCourses(target);
    sourceToken = (await studioUsers(source)).admin.token;
    targetToken = (await studioUsers(target)).admin.token;
    seeded = await source.db.query<{ id: number; slug: string }>('select id, slug from courses order by id');
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('starts from an empty database and every seeded course', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(6);
    expect(await target.db.query('select id from courses')).toEqual([]);
  });

  it('exports, imports and exports each course to the same package', async () => {
    const mockParts: unknown[] = [];
    for (const course of seeded) {
      const first = await exportedZip(source, sourceToken, course.id);
      // a mock test keeps its parts, each with its share of the questions (decision 0043)
      const packaged = unpack(first).json as {
        course: { sections: { items: { type: string; settings?: { parts?: unknown[] } }[] }[] };
      };
      for (const item of packaged.course.sections.flatMap((s) => s.items))
        if (item.settings?.parts) mockParts.push(item.settings.parts);
      const res = await importPackage(target, targetToken, first, `${course.slug}.zip`);
      expect(res.statusCode, `${course.slug}: ${res.body}`).toBe(200);
      const imported = P.importPackage.response.parse(res.json()).data;
      expect(imported).toMatchObject({ slug: course.slug, status: 'draft' });
      const again = unpack(await exportedZip(target, targetToken, imported.id));
      const before = unpack(first);
      expect(again.json, course.slug).toEqual(before.json);
      expect([...again.files.keys()], course.slug).toEqual([...before.files.keys()]);
      for (const [name, bytes] of before.files)
        expect(Buffer.compare(Buffer.from(again.files.get(name)!), Buffer.from(bytes)), name).toBe(0);
    }
    expect(mockParts).toContainEqual([
      { title: 'Verbální oddíl', time_limit_seconds: 2100, questions: 33 },
      { title: 'Analytický oddíl', time_limit_seconds: 3000, questions: 33 },
    ]);
    expect(mockParts).toHaveLength(3);
  });
});
