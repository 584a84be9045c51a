import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { useInstructors } from './api/catalog-queries';
import { Avatar } from './components/avatar';
import { CatalogProblem } from './components/catalog-problem';
import styles from './components/catalog.module.css';

/** Instructors (SPEC §2, route `lektori`): avatar, nickname, number of courses and of students. */
export function InstructorsScreen() {
  const { t } = useTranslation();
  const instructors = useInstructors();

  let content;
  if (instructors.isPending) content = <LoadingState />;
  else if (instructors.isError)
    content = <CatalogProblem error={instructors.error} onRetry={() => void instructors.refetch()} />;
  else if (instructors.data.length === 0)
    content = (
      <CatalogProblem
        empty
        title={t('catalog.instructors.empty')}
        onRetry={() => void instructors.refetch()}
      />
    );
  else
    content = (
      <ul className={styles.people} aria-label={t('catalog.instructors.listLabel')}>
        {instructors.data.map((instructor) => (
          <li key={instructor.id}>
            <Link
              to={`/lektori/${instructor.id}`}
              className={styles.person}
              aria-labelledby={`instructor-name-${instructor.id}`}
              aria-describedby={`instructor-${instructor.id}`}
            >
              <Avatar src={instructor.avatar_url} />
              <span className={styles.personBody}>
                <span id={`instructor-name-${instructor.id}`} className={styles.personName}>
                  {instructor.nickname}
                </span>
                <span id={`instructor-${instructor.id}`} className={styles.personMeta}>
                  {t('catalog.instructors.courses', { count: instructor.instructor_data.total_courses })}
                  {' · '}
                  {t('catalog.instructors.students', { count: instructor.instructor_data.total_users })}
                </span>
              </span>
              <ChevronRightIcon className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <ScreenLayout title={t('catalog.instructors.title')} back narrow>
      {content}
    </ScreenLayout>
  );
}
