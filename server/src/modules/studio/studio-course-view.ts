import type {
  StudioCourse,
  StudioCourseRow as CourseRowOut,
  StudioSection,
} from '@studovna/core/contract/studio';
import { mayEditCourse } from '@studovna/core/studio';
import { uploadUrl } from '../../lib/upload-url';
import type { StudioCourseRow } from './studio-courses.repository';
import type { CurriculumRow } from './studio-curriculum.repository';
import type { StudioUser } from './studio-user';

export const toStudioCourseRow = (row: StudioCourseRow, user: StudioUser): CourseRowOut => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  status: row.status,
  published_at: row.published_at ? row.published_at.toISOString() : null,
  author: { id: row.author_id, name: row.author_name },
  categories: row.categories,
  price: row.price,
  sale_price: row.sale_price,
  items: row.items,
  students: row.students,
  may_edit: mayEditCourse(user.role, user.id, { authorId: row.author_id }),
});

export function sectionsOf(rows: readonly CurriculumRow[]): StudioSection[] {
  const sections = new Map<number, StudioSection>();
  for (const row of rows) {
    let section = sections.get(row.section_id);
    if (!section) {
      section = {
        id: row.section_id,
        title: row.section_title,
        description: row.section_description,
        items: [],
      };
      sections.set(row.section_id, section);
    }
    if (row.item_id !== null)
      section.items.push({
        id: row.item_id,
        type: row.type!,
        title: row.title ?? '',
        preview: row.preview ?? false,
        duration_minutes: row.duration_minutes ?? 0,
      });
  }
  return [...sections.values()];
}

export const toStudioCourse = (
  row: StudioCourseRow,
  curriculum: readonly CurriculumRow[],
  user: StudioUser,
  site: string,
): StudioCourse => ({
  ...toStudioCourseRow(row, user),
  excerpt: row.excerpt,
  content: row.content,
  image: uploadUrl(site, row.image),
  duration: row.duration,
  passing_condition: row.passing_condition,
  retake_count: row.retake_count,
  sections: sectionsOf(curriculum),
  app_path: `/kurzy/${row.id}`,
});
