import { z } from 'zod/mini';
import { cacheBuster, html } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { entityId, wpDateTime } from './fields';

/** A course announced for later, shown with a countdown (SPEC §3; capitalised names as the app reads them). */
export const upcomingCourseSchema = z
  .looseObject({
    Id: entityId,
    Title: z.string(),
    Content: html,
    /** Absolute image URL, `''` when none. */
    Image: z.string(),
    /** When the course opens, UTC. */
    StartTime: wpDateTime,
  })
  .register(z.globalRegistry, { id: 'UpcomingCourse' });
export type UpcomingCourse = z.infer<typeof upcomingCourseSchema>;

/** SPEC §2 names the list but no call; `/courses/upcoming` is static, so it wins over `/courses/:id`. */
export const listUpcomingCourses = defineEndpoint({
  name: 'courses.upcoming',
  method: 'GET',
  path: `${NAMESPACES.learnpress}/courses/upcoming`,
  auth: 'none',
  summary: 'Courses that open in the future, soonest first.',
  query: z.object({ v: cacheBuster }),
  response: z.array(upcomingCourseSchema),
});
