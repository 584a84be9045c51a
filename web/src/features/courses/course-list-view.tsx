import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '@studovna/core/contract';
import { holdsAllPremiums, matchesCourseType, previewOffered, requiredPremiums } from '@studovna/core/domain';
import { Button } from '../../components/button';
import { CourseCard } from '../../components/course-card';
import { AlertIcon, BookIcon, RefreshIcon, SearchIcon, WifiOffIcon } from '../../components/icons';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { ApiRequestError } from '../../lib/api';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore, useAppStoreApi } from '../../lib/store';
import { useCategories } from './categories-query';
import { courseKeys, useCourseList } from './course-list-query';
import { LIST_PARAMS, listAddress } from './api/list-address';
import { CourseFilters } from './components/course-filters';
import { PreviewItem } from './components/preview-item';
import { SearchField } from './components/search-field';
import { useCourseListColumns } from '../../lib/use-course-list-columns';
import { useEndReached } from '../../lib/use-end-reached';
import styles from './components/course-list.module.css';

const SEARCH_DEBOUNCE_MS = 350;

interface CourseListViewProps {
  /**
   * Inside Subjects: the category comes from the category header (the store's slug), so there is no
   * picker, and Subjects owns pull-to-refresh.
   */
  embedded?: boolean;
  /** The search screen: the field is focused, recent searches stay open, results only for a keyword. */
  searchMode?: boolean;
}

/**
 * The course list of SPEC §2: category picker, keyword search with recent searches, sort filters and
 * types, an infinite list (next page only after a page of exactly 10), pull to refresh, a retry view,
 * the preview item for learners without the category's plan, one or two columns.
 */
export function CourseListView({ embedded, searchMode }: CourseListViewProps) {
  const { t } = useTranslation();
  const { domain, previewMode } = useConfig();
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const storedSlug = useAppStore((state) => state.category.slug);
  const loggedIn = useAppStore(selectIsLoggedIn);
  const caps = useAppStore((state) => state.user.caps);
  const categories = useCategories();
  const columns = useCourseListColumns();

  const { slug, category, sort, type, search, listParams } = listAddress(
    params,
    storedSlug,
    categories.data,
    embedded,
  );

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // the field follows typing at once; the list follows after a short pause
  const [text, setText] = useState(search);
  const lastSearch = useRef(search);
  useEffect(() => {
    if (search !== lastSearch.current) {
      lastSearch.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = window.setTimeout(() => {
      lastSearch.current = text.trim();
      setParam(LIST_PARAMS.search, text.trim() || null);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, setParam]);
  const submitSearch = (keyword: string) => {
    lastSearch.current = keyword;
    setText(keyword);
    setParam(LIST_PARAMS.search, keyword || null);
  };

  const waitingForCategory = Boolean(slug) && categories.isPending;
  const enabled = !waitingForCategory && (!searchMode || search !== '');
  const list = useCourseList(listParams, { enabled });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError]);
  const { sentinelRef, supported } = useEndReached(loadMore, Boolean(hasNextPage) && !isFetchNextPageError);

  const courses = (list.data?.pages.flat() ?? []).filter((course: CourseSummary) =>
    matchesCourseType(course, type),
  );

  const refresh = useCallback(() => queryClient.resetQueries({ queryKey: courseKeys.lists }), [queryClient]);

  // SPEC §2, §4: in a category that needs a plan, the first loaded course with sample tasks, if offered
  const previewCourse =
    category !== undefined && requiredPremiums(category.meta.subscription).length > 0
      ? list.data?.pages.flat().find((course) =>
          previewOffered({
            previewMode,
            loggedIn,
            holdsPremium: holdsAllPremiums(caps, category.meta.subscription),
            sections: course.sections,
          }),
        )
      : undefined;

  const pickCategory = (value: string) => {
    setParam(LIST_PARAMS.category, value);
    if (value) store.getState().selectCategory(value, store.getState().category.showDetails);
  };

  const toolbar = (
    <div className={styles.toolbar}>
      <SearchField
        value={text}
        onChange={setText}
        onSubmit={submitSearch}
        autoFocus={searchMode}
        alwaysShowRecent={searchMode}
      />
      {embedded ? null : (
        <div className={styles.row}>
          <label className={styles.picker}>
            <span className={styles.pickerLabel}>{t('courses.category')}</span>
            <select value={slug ?? ''} onChange={(event) => pickCategory(event.target.value)}>
              <option value="">{t('courses.allCategories')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="ghost"
            small
            icon={<RefreshIcon size={18} />}
            className={list.isRefetching && !isFetchingNextPage ? styles.spin : undefined}
            disabled={!enabled || list.isFetching}
            onClick={() => void refresh()}
          >
            {t('courses.refresh')}
          </Button>
        </div>
      )}
      <CourseFilters
        sort={sort}
        onSortChange={(value) => setParam(LIST_PARAMS.sort, value === 'default' ? null : value)}
        type={type}
        onTypeChange={(value) => setParam(LIST_PARAMS.type, value === 'all' ? null : value)}
      />
    </div>
  );

  let content;
  if (searchMode && search === '') {
    content = <p className={styles.hint}>{t('search.hint')}</p>;
  } else if (waitingForCategory || list.isPending) {
    content = <LoadingState />;
  } else if (list.isError) {
    const network = list.error instanceof ApiRequestError && list.error.isNetworkError;
    content = (
      <StateMessage
        announce
        icon={network ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
        title={network ? t('errors.network', { domain }) : t('errors.data')}
        text={network ? t('errors.networkHint') : t('errors.dataHint')}
      >
        <Button onClick={() => void refresh()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  } else if (courses.length === 0 && !hasNextPage) {
    content = (
      <StateMessage
        icon={search ? <SearchIcon size={28} /> : <BookIcon size={28} />}
        title={search ? t('courses.emptySearch', { search }) : t('courses.empty')}
        text={t('courses.emptyHint')}
        tone="info"
      >
        <Button onClick={() => void refresh()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  } else {
    content = (
      <>
        <ul
          className={styles.list}
          aria-label={search ? t('courses.resultsLabel', { search }) : t('courses.listLabel')}
          data-columns={columns}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {category && previewCourse && !search ? (
            <li className={styles.previewItem}>
              <PreviewItem category={category} courseId={previewCourse.id} />
            </li>
          ) : null}
          {courses.map((course, index) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                first={index === 0}
                headingLevel={2}
                onOpen={() => {
                  if (search) store.getState().addRecentSearch(search);
                }}
              />
            </li>
          ))}
        </ul>
        <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
        <div className={styles.more}>
          {isFetchingNextPage ? (
            <LoadingState label={t('courses.loadingMore')} />
          ) : isFetchNextPageError ? (
            <div role="alert" className={styles.moreError}>
              <span>{t('courses.moreFailed')}</span>
              <Button variant="secondary" small onClick={() => void fetchNextPage()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : hasNextPage && !supported ? (
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t('courses.loadMore')}
            </Button>
          ) : !hasNextPage ? (
            <p className={styles.end}>{t('courses.end')}</p>
          ) : null}
        </div>
      </>
    );
  }

  const body = (
    <>
      {toolbar}
      <div className={styles.results}>{content}</div>
    </>
  );
  return embedded ? body : <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>;
}
