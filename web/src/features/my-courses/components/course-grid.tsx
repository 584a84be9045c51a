import type { CourseSummary } from '@studovna/core/contract';
import { CourseCard } from '../../../components/course-card';
import { WishlistHeart } from '../../../components/wishlist-heart';
import styles from './course-grid.module.css';

/** Course cards in one column, two above 600 px (SPEC §2), each with its wishlist heart. */
export function CourseGrid({ courses, label }: { courses: CourseSummary[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={2} trailing={<WishlistHeart course={course} />} />
        </li>
      ))}
    </ul>
  );
}
