import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { CourseSummary } from '@studovna/core/contract';
import { Button } from '../../../components/button';
import { CourseCard } from '../../../components/course-card';
import { ChevronRightIcon } from '../../../components/icons';
import styles from './overview.module.css';

interface RowProps {
  title: string;
  /** 'Zobrazit vše' target: the course list with this row's filter. */
  allTo?: string;
  /** Or an action instead of a link (e.g. show the category list). */
  onShowAll?: () => void;
  children: ReactNode;
}

/** A section of the overview: heading, 'Zobrazit vše', then a horizontally scrolling list. */
export function OverviewSection({ title, allTo, onShowAll, children }: RowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{title}</h2>
        {allTo ? (
          <Link to={allTo} className={styles.showAll}>
            {t('home.overview.showAll')}
            <span className="visually-hidden">: {title}</span>
            <ChevronRightIcon size={18} />
          </Link>
        ) : onShowAll ? (
          <button type="button" className={styles.showAll} onClick={onShowAll}>
            {t('home.overview.showAll')}
            <span className="visually-hidden">: {title}</span>
            <ChevronRightIcon size={18} />
          </button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

interface CourseRowProps {
  title: string;
  allTo: string;
  courses: CourseSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** Popular or new courses of the category as a horizontal list of course cards. */
export function CourseRow({ title, allTo, courses, isPending, isError, onRetry }: CourseRowProps) {
  const { t } = useTranslation();
  let body;
  if (isPending) {
    body = (
      <div className={styles.skeletonRow} role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <span className={styles.skeleton} aria-hidden="true" />
        <span className={styles.skeleton} aria-hidden="true" />
        <span className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  } else if (isError) {
    body = (
      <div className={styles.rowProblem}>
        <p>{t('errors.data')}</p>
        <Button variant="secondary" small onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!courses || courses.length === 0) {
    body = <p className={styles.rowEmpty}>{t('home.overview.noCourses')}</p>;
  } else {
    body = (
      <ul className={styles.row} aria-label={title}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} variant="compact" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <OverviewSection title={title} allTo={allTo}>
      {body}
    </OverviewSection>
  );
}
