import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { CourseCard } from '../../components/course-card';
import { UserIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { useCourseListColumns } from '../../lib/use-course-list-columns';
import { useInstructorCourses, useInstructors } from './api/catalog-queries';
import { Avatar } from './components/avatar';
import { CatalogProblem } from './components/catalog-problem';
import styles from './components/catalog.module.css';

/** Instructor screen (SPEC §2, route `lektori/:instructorId`): avatar, name, bio, counts and their courses. */
export function InstructorScreen() {
  const { t } = useTranslation();
  const instructorId = Number(useParams().instructorId);
  const instructors = useInstructors();
  const courses = useInstructorCourses(instructorId);
  const columns = useCourseListColumns();
  const instructor = instructors.data?.find((item) => item.id === instructorId);

  if (instructors.isPending)
    return (
      <ScreenLayout title={t('catalog.instructor.title')} back>
        <LoadingState />
      </ScreenLayout>
    );
  if (instructors.isError)
    return (
      <ScreenLayout title={t('catalog.instructor.title')} back>
        <CatalogProblem error={instructors.error} onRetry={() => void instructors.refetch()} />
      </ScreenLayout>
    );
  if (!instructor)
    return (
      <ScreenLayout title={t('catalog.instructor.title')} back>
        <StateMessage icon={<UserIcon size={28} />} title={t('catalog.instructor.notFound')}>
          <ButtonLink to="/lektori">{t('catalog.instructor.all')}</ButtonLink>
        </StateMessage>
      </ScreenLayout>
    );

  let list;
  if (courses.isPending) list = <LoadingState />;
  else if (courses.isError)
    list = <CatalogProblem error={courses.error} onRetry={() => void courses.refetch()} />;
  else if (courses.data.length === 0)
    list = <p className={styles.lead}>{t('catalog.instructor.noCourses')}</p>;
  else
    list = (
      <ul
        className={styles.courseGrid}
        aria-labelledby="instructor-courses"
        data-columns={columns}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {courses.data.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    );

  return (
    <ScreenLayout title={instructor.nickname} back>
      <section className={styles.profile} aria-label={t('catalog.instructor.about')}>
        <Avatar src={instructor.avatar_url} size={96} />
        <div className={styles.profileBody}>
          <p className={styles.role}>{t('catalog.instructor.role')}</p>
          <ul className={styles.stats}>
            <li>{t('catalog.instructors.courses', { count: instructor.instructor_data.total_courses })}</li>
            <li>{t('catalog.instructors.students', { count: instructor.instructor_data.total_users })}</li>
          </ul>
          {instructor.description ? <p className={styles.bio}>{instructor.description}</p> : null}
        </div>
      </section>
      <h2 id="instructor-courses" className={styles.sectionTitle}>
        {t('catalog.instructor.courses')}
      </h2>
      {list}
    </ScreenLayout>
  );
}
