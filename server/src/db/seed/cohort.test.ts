import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd } from '@studovna/core/domain';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { COHORT_COURSES, COHORT_LEARNERS, UPCOMING_COURSES } from './cohort-data';
import { SEED_FAMILIES } from './seed';

describe('cohort data', () => {
  it('names ~40 distinct learners, real courses, 2–4 reviews each, distinct popularity', () => {
    expect(COHORT_LEARNERS.length).toBeGreaterThanOrEqual(35);
    expect(new Set(COHORT_LEARNERS.map(([u]) => u)).size).toBe(COHORT_LEARNERS.length);
    for (const [username] of COHORT_LEARNERS) expect(username).toMatch(/^[a-z0-9._-]{3,60}$/);
    const slugs = SEED_FAMILIES.flatMap((f) => f.courses.map((c) => c.slug));
    expect(Object.keys(COHORT_COURSES).sort()).toEqual([...slugs].sort());
    const cohorts = Object.values(COHORT_COURSES);
    for (const course of cohorts) {
      expect(course.reviews.length).toBeGreaterThanOrEqual(2);
      expect(course.reviews.length).toBeLessThanOrEqual(4);
      expect(course.students).toBeLessThanOrEqual(COHORT_LEARNERS.length);
      expect(course.students).toBeGreaterThanOrEqual(course.reviews.length);
    }
    expect(new Set(cohorts.map((c) => c.students)).size).toBe(cohorts.length);
    expect(UPCOMING_COURSES.map((u) => u.inDays)).toEqual([2, 9, 30]);
  });
});

describe.each(testDatabases)('seeded cohort on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reviews come from learners of the course; finished runs agree with the passing condition', async () => {
    const strangers = await t.db.query(
      `select r.id from reviews r left join user_courses uc on uc.user_id = r.user_id and uc.course_id = r.course_id
        where uc.status is null or uc.status not in ('enrolled', 'finished')`,
    );
    expect(strangers).toEqual([]);
    const finished = await t.db.query<{ graduation: string; result: number; passing_condition: number }>(
      `select uc.graduation, uc.result, c.passing_condition from user_courses uc join courses c on c.id = uc.course_id
        where uc.status = 'finished'`,
    );
    expect(finished.length).toBeGreaterThan(10);
    for (const row of finished)
      expect(row.graduation).toBe(row.result >= row.passing_condition ? 'passed' : 'failed');
    expect(new Set(finished.map((r) => r.graduation))).toEqual(new Set(['passed', 'failed']));
    const [{ items }] = (await t.db.query<{ items: number }>(
      `select count(*) as items from user_items ui join user_courses uc using (user_id, course_id)`,
    )) as [{ items: number }];
    expect(items).toBeGreaterThan(100);
  });

  it('jana has two lessons of the free OSP course; petr bought a course, his plan is the team’s grant', async () => {
    const jana = await t.db.query<{ slug: string; status: string; type: string }>(
      `select c.slug, ui.status, i.type from user_items ui join users u on u.id = ui.user_id
         join items i on i.id = ui.item_id join courses c on c.id = ui.course_id where u.username = 'jana'`,
    );
    expect(jana).toEqual([
      { slug: 'osp-verbalni-oddil', status: 'completed', type: 'lp_lesson' },
      { slug: 'osp-verbalni-oddil', status: 'completed', type: 'lp_lesson' },
    ]);
    // what „Moje objednávky" and „Moje studijní plány" show tell one story: no order paid for the granted plan
    const petr = await t.db.query<{ status: string; total: number; name: string }>(
      `select o.status, o.total, oi.name from orders o join order_items oi on oi.order_id = o.id
         join users u on u.id = o.user_id where u.username = 'petr' order by o.created_at`,
    );
    expect(petr).toEqual([{ status: 'completed', total: 1190, name: 'ZSV: Ekonomie, právo a politologie' }]);
    const plans = await t.db.query<{ source: string; slug: string; starts_at: Date; expires_at: Date }>(
      `select s.source, p.slug, s.starts_at, s.expires_at from subscriptions s join plans p on p.id = s.plan_id
         join users u on u.id = s.user_id where u.username = 'petr'`,
    );
    expect(plans.map(({ source, slug }) => ({ source, slug }))).toEqual([
      { source: 'admin', slug: 'osp-3-mesice' },
    ]);
    // the 3-month plan lasts 3 months, not longer
    const { starts_at, expires_at } = plans[0]!;
    expect(new Date(expires_at)).toEqual(periodEnd(new Date(starts_at), 'MONTH', 3));
  });
});
