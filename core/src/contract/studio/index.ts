/**
 * The studio's contract (`@studovna/core/contract/studio`, decision 0023): its own entry, so a learner's
 * screens never carry it.
 */
export * as studioCategoriesApi from './categories';
export * as studioCoursesApi from './courses';
export type { StudioCategory } from './categories';
export type { StudioCourse, StudioCourseRow, StudioItem, StudioSection } from './courses';
export type { AuditEntry } from './studio-fields';
