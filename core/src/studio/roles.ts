/**
 * Who works in the studio (decision 0023). Roles are stored as WordPress and LearnPress name them:
 * `administrator` (the team: everything) and `lp_teacher` (an instructor: their own courses and the
 * questions they own). Everybody else is a learner and has no studio.
 */
export type StudioRole = 'administrator' | 'instructor';

/** The stored role name of each studio role. */
export const STORED_ROLE: Record<StudioRole, string> = {
  administrator: 'administrator',
  instructor: 'lp_teacher',
};

/** The studio role of an account with these stored roles; null for a learner. */
export function studioRoleOf(roles: readonly string[]): StudioRole | null {
  if (roles.includes(STORED_ROLE.administrator)) return 'administrator';
  if (roles.includes(STORED_ROLE.instructor)) return 'instructor';
  return null;
}

/** What a studio user may do with a course: the team every course, an instructor their own. */
export function mayEditCourse(role: StudioRole, userId: number, course: { authorId: number }): boolean {
  return role === 'administrator' || course.authorId === userId;
}

/** Categories and study plans are the school's offer: only the team changes them. */
export const mayEditCatalogue = (role: StudioRole): boolean => role === 'administrator';
