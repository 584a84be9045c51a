import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '@studovna/core/contract';
import { DEFAULT_SORT_FILTER, progressPercent } from '@studovna/core/domain';
import { ButtonLink } from '../../../components/button';
import { PlayIcon } from '../../../components/icons';
import { selectIsLoggedIn, useAppStore } from '../../../lib/store';
import { useCoursePage } from '../../courses/course-list-query';
import styles from './overview.module.css';

/**
 * SPEC §2 overview of the active course: the learner's course in progress in this category
 * (GET /courses?learned=1&course_filter=in-progress&category=…) with its progress and a continue
 * button to its detail. Guests are invited to log in.
 */
export function ActiveCourse({ category }: { category: Category }) {
  const { t } = useTranslation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const query = useCoursePage(
    { categoryId: category.id, sort: DEFAULT_SORT_FILTER, learned: 'in-progress' },
    { enabled: loggedIn },
  );

  let body;
  if (!loggedIn) {
    body = (
      <div className={styles.activeEmpty}>
        <p>{t('home.active.guest')}</p>
        <ButtonLink to="/prihlaseni" state={{ screen: '/' }} small>
          {t('home.login')}
        </ButtonLink>
      </div>
    );
  } else if (query.isPending) {
    body = (
      <div
        className={`${styles.skeleton} ${styles.skeletonWide}`}
        role="status"
        aria-label={t('common.loading')}
      />
    );
  } else if (query.isError || !query.data[0]) {
    body = (
      <div className={styles.activeEmpty}>
        <p>{query.isError ? t('errors.data') : t('home.active.none')}</p>
      </div>
    );
  } else {
    const course = query.data[0];
    const percent = progressPercent(course.course_data?.result.result);
    body = (
      <article className={styles.active} aria-labelledby={`active-${course.id}`}>
        {course.image ? <img src={course.image} alt="" className={styles.activeImage} /> : null}
        <div className={styles.activeBody}>
          <h3 id={`active-${course.id}`} className={styles.activeTitle}>
            <Link to={`/kurzy/${course.id}`}>{course.name}</Link>
          </h3>
          <div className={styles.progress}>
            <span className={styles.progressLabel}>{t('home.active.progress', { percent })}</span>
            <div
              className={styles.bar}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('home.active.progressLabel', { name: course.name })}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
          </div>
          <ButtonLink to={`/kurzy/${course.id}`} small icon={<PlayIcon size={18} />}>
            {t('home.active.continue')}
            <span className="visually-hidden">: {course.name}</span>
          </ButtonLink>
        </div>
      </article>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="active-course-heading">
      <div className={styles.sectionHead}>
        <h2 id="active-course-heading">{t('home.active.title')}</h2>
      </div>
      {body}
    </section>
  );
}
