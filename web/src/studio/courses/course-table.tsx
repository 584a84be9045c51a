import type { StudioCourseRow } from '@studovna/core/contract/studio';
import { Link } from 'react-router';
import { LockIcon } from '../../components/icons';
import { formatPrice } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { StatusBadge } from './status-badge';
import styles from './course-list.module.css';

/** The courses as a table: one row each, the title opening the editor. */
export function CourseTable({ courses }: { courses: readonly StudioCourseRow[] }) {
  const t = useStudioT();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('courseList.colTitle')}</th>
            <th scope="col">{t('courseList.colStatus')}</th>
            <th scope="col" className={styles.wide}>
              {t('courseList.colCategories')}
            </th>
            <th scope="col">{t('courseList.colAuthor')}</th>
            <th scope="col" className={styles.number}>
              {t('courseList.colPrice')}
            </th>
            <th scope="col" className={`${styles.number} ${styles.wide}`}>
              {t('courseList.colItems')}
            </th>
            <th scope="col" className={`${styles.number} ${styles.wide}`}>
              {t('courseList.colStudents')}
            </th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id}>
              <th scope="row" className={styles.titleCell}>
                <Link to={`/studio/kurzy/${course.id}`}>{course.title}</Link>
                {course.may_edit ? null : (
                  <span className={styles.readOnly}>
                    <LockIcon size={14} />
                    {t('courseList.readOnly')}
                  </span>
                )}
              </th>
              <td>
                <StatusBadge status={course.status} publishedAt={course.published_at} />
              </td>
              <td className={styles.wide}>{course.categories.map((category) => category.name).join(', ')}</td>
              <td>{course.author.name}</td>
              <td className={styles.number}>
                {course.price === 0 ? (
                  t('courseList.free')
                ) : course.sale_price !== null ? (
                  <>
                    {formatPrice(course.sale_price, t.language)}{' '}
                    <s className={styles.was}>{formatPrice(course.price, t.language)}</s>
                  </>
                ) : (
                  formatPrice(course.price, t.language)
                )}
              </td>
              <td className={`${styles.number} ${styles.wide}`}>{course.items}</td>
              <td className={`${styles.number} ${styles.wide}`}>{course.students}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
