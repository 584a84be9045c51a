import { z } from 'zod/mini';
import { cacheBuster } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId, page, PAGINATION_HEADERS, perPage } from './fields';

/** An instructor as the instructor list and screen show it (SPEC §3). */
export const instructorSchema = z
  .looseObject({
    id: entityId,
    nickname: z.string(),
    /** Absolute URL, `''` for the placeholder avatar. */
    avatar_url: z.string(),
    /** The bio, plain text. */
    description: z.optional(z.string()),
    instructor_data: z.looseObject({
      total_courses: z.number().check(z.int(), z.nonnegative()),
      total_users: z.number().check(z.int(), z.nonnegative()),
    }),
  })
  .register(z.globalRegistry, { id: 'Instructor' });
export type Instructor = z.infer<typeof instructorSchema>;

export const listInstructors = defineEndpoint({
  name: 'instructors.list',
  method: 'GET',
  path: `${NAMESPACES.learnpress}/instructors`,
  auth: 'none',
  summary: 'Instructors with published courses, most students first.',
  query: z.object({ per_page: perPage(), page, v: cacheBuster }),
  response: z.array(instructorSchema),
  headers: PAGINATION_HEADERS,
});
