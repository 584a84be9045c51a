import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { isMyCoursesFilter, useMyCourses, type MyCoursesFilter } from './api/my-courses-query';
import { AccountRequired } from './components/account-required';
import { CourseGrid } from './components/course-grid';
import { FilterControl, FILTER_LABEL } from './components/filter-control';
import { EmptyList, ListProblem } from './components/list-states';
import styles from './components/course-grid.module.css';

const EMPTY_TITLE = {
  all: 'myCourses.empty.all',
  passed: 'myCourses.empty.passed',
  'in-progress': 'myCourses.empty.inProgress',
  failed: 'myCourses.empty.failed',
} as const;

/**
 * My courses (uzivatel/kurzy, SPEC §2): the courses the learner is enrolled in or finished, filtered
 * all / passed / in progress / failed; the filter lives in the address (?filtr=…).
 */
export function MyCoursesScreen() {
  const { t } = useTranslation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const raw = params.get('filtr');
  const fromAddress: MyCoursesFilter = isMyCoursesFilter(raw) ? raw : 'all';
  // The choice shows at once; the address follows (router navigations run in a transition).
  const [filter, setFilter] = useState(fromAddress);
  const [address, setAddress] = useState(fromAddress);
  if (address !== fromAddress) {
    setAddress(fromAddress);
    setFilter(fromAddress);
  }
  const courses = useMyCourses(filter, loggedIn);

  const select = (next: MyCoursesFilter) => {
    setFilter(next);
    setParams(next === 'all' ? {} : { filtr: next }, { replace: true, preventScrollReset: true });
  };

  let content;
  if (!loggedIn) content = <AccountRequired returnTo="/uzivatel/kurzy" />;
  else if (courses.isPending) content = <LoadingState />;
  else if (courses.isError)
    content = (
      <ListProblem
        error={courses.error}
        title={t('myCourses.loadFailed')}
        onRetry={() => void courses.refetch()}
      />
    );
  else {
    const list = courses.data.pages.flat();
    content = list.length ? (
      <>
        <CourseGrid courses={list} label={t(FILTER_LABEL[filter])} />
        {courses.hasNextPage ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              disabled={courses.isFetchingNextPage}
              onClick={() => void courses.fetchNextPage()}
            >
              {courses.isFetchingNextPage ? t('myCourses.loadingMore') : t('myCourses.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    ) : (
      <EmptyList title={t(EMPTY_TITLE[filter])} text={t('myCourses.emptyText')} />
    );
  }

  return (
    <ScreenLayout title={t('myCourses.title')} back>
      <div className={styles.stack}>
        {loggedIn ? <FilterControl value={filter} onChange={select} /> : null}
        <div aria-live="polite" aria-busy={courses.isFetching || undefined} className={styles.stack}>
          {content}
        </div>
      </div>
    </ScreenLayout>
  );
}
