import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { DEFAULT_SORT_FILTER, nextStep, progressPercent } from '@studovna/core/domain';
import type { CourseSummary } from '@studovna/core/contract';
import { Button, ButtonLink } from '../../components/button';
import { BookIcon, PlayIcon, UserIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { useCourseList } from '../courses/course-list-query';
import { useEndReached } from '../../lib/use-end-reached';
import { CatalogProblem } from './components/catalog-problem';
import styles from './components/catalog.module.css';

const ITEM_KIND = { lp_lesson: 'lesson', lp_quiz: 'quiz', lp_assignment: 'assignment' } as const;

function TodayItem({ course }: { course: CourseSummary }) {
  const { t } = useTranslation();
  const percent = progressPercent(course.course_data?.result.result);
  const step = nextStep(course);
  const kind = step ? ITEM_KIND[step.item.type as keyof typeof ITEM_KIND] : undefined;
  return (
    <article className={styles.today} aria-labelledby={`today-${course.id}`}>
      <div className={styles.todayHead}>
        {course.image ? (
          <img className={styles.todayImage} src={course.image} alt="" loading="lazy" />
        ) : (
          <span className={`${styles.todayImage} ${styles.upcomingPlaceholder}`} aria-hidden="true">
            <BookIcon size={28} />
          </span>
        )}
        <div className={styles.todayTitleBox}>
          <h2 id={`today-${course.id}`} className={styles.cardTitle}>
            <Link to={`/kurzy/${course.id}`}>{course.name}</Link>
          </h2>
          <div className={styles.progress}>
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
            <span className={styles.progressText}>{t('home.active.progress', { percent })}</span>
          </div>
        </div>
      </div>
      <div className={styles.todayStep}>
        {step && kind ? (
          <>
            <p>
              <span className={styles.stepLabel}>{t(`catalog.today.next.${kind}`)}</span>{' '}
              <span className={styles.stepTitle}>{step.item.title}</span>
            </p>
            <ButtonLink
              to={`/kurzy/${course.id}/${step.item.type}/${step.item.id}`}
              small
              icon={<PlayIcon size={18} />}
            >
              {t('catalog.today.continue')}
              <span className="visually-hidden">: {step.item.title}</span>
            </ButtonLink>
          </>
        ) : (
          <>
            <p className={styles.stepLabel}>{t('catalog.today.openCourseHint')}</p>
            <ButtonLink to={`/kurzy/${course.id}`} small variant="secondary">
              {t('catalog.today.openCourse')}
              <span className="visually-hidden">: {course.name}</span>
            </ButtonLink>
          </>
        )}
      </div>
    </article>
  );
}

/** Learn today (SPEC §2, route `dnes`): the learner's courses in progress, each with its next step. */
export function LearnTodayScreen() {
  const { t } = useTranslation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const list = useCourseList({ sort: DEFAULT_SORT_FILTER, learned: 'in-progress' }, { enabled: loggedIn });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const { sentinelRef } = useEndReached(loadMore, Boolean(hasNextPage) && !isFetchNextPageError);

  let content;
  if (!loggedIn)
    content = (
      <StateMessage
        icon={<UserIcon size={28} />}
        title={t('auth.required', { ns: 'shared' })}
        text={t('catalog.today.guest')}
        tone="info"
      >
        <div className={styles.buttons}>
          <ButtonLink to="/prihlaseni" state={{ screen: '/dnes' }}>
            {t('home.login')}
          </ButtonLink>
          <ButtonLink to="/registrace" variant="secondary">
            {t('home.register')}
          </ButtonLink>
        </div>
      </StateMessage>
    );
  else if (list.isPending) content = <LoadingState />;
  else if (list.isError) content = <CatalogProblem error={list.error} onRetry={() => void list.refetch()} />;
  else {
    const courses = list.data.pages.flat();
    content =
      courses.length === 0 ? (
        <StateMessage icon={<BookIcon size={28} />} title={t('catalog.today.empty')} tone="info">
          <ButtonLink to="/kurzy">{t('catalog.today.browse')}</ButtonLink>
        </StateMessage>
      ) : (
        <>
          <ul className={styles.cards} aria-label={t('catalog.today.listLabel')}>
            {courses.map((course) => (
              <li key={course.id}>
                <TodayItem course={course} />
              </li>
            ))}
          </ul>
          <div ref={sentinelRef} aria-hidden="true" />
          {isFetchingNextPage ? <LoadingState label={t('courses.loadingMore')} /> : null}
          {isFetchNextPageError ? (
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t('common.retry')}
            </Button>
          ) : null}
        </>
      );
  }

  return (
    <ScreenLayout title={t('catalog.today.title')} back narrow>
      {content}
    </ScreenLayout>
  );
}
