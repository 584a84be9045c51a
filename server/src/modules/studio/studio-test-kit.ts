import { studioCoursesApi } from '@studovna/core/contract/studio';
import { DEMO_STUDIO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { tokenOf, type TestLearner } from '../../../test/course-fixtures';
import type { Http } from '../../../test/http';
import type { TestApp } from '../../../test/test-app';

/** The demo administrator and the demo instructor of a seeded test app, with tokens. */
export async function studioUsers(t: TestApp): Promise<{ admin: TestLearner; instructor: TestLearner }> {
  return {
    admin: await tokenOf(t, DEMO_STUDIO_ACCOUNTS.administrator.username),
    instructor: await tokenOf(t, DEMO_STUDIO_ACCOUNTS.instructor.username),
  };
}

/** Every field of a course as the studio's editor sends it, from the course as the studio shows it. */
export async function courseBody(api: Http, token: string, id: number) {
  const res = await api.call(studioCoursesApi.getCourse, { params: { id } }, { token });
  if (res.statusCode !== 200) throw new Error(`courseBody: ${res.statusCode} ${res.body}`);
  return courseBodyOf(res.json() as studioCoursesApi.StudioCourse);
}

/** The editor's fields of a course the studio showed. */
export const courseBodyOf = (c: studioCoursesApi.StudioCourse) => ({
  title: c.title,
  slug: c.slug,
  excerpt: c.excerpt,
  content: c.content,
  category_ids: c.categories.map((x) => x.id),
  price: c.price,
  sale_price: c.sale_price,
  duration: c.duration,
  passing_condition: c.passing_condition,
  retake_count: c.retake_count,
  status: c.status,
  published_at: c.published_at,
});
