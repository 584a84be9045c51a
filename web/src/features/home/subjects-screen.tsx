import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type { Category } from '@studovna/core/contract';
import { Button, ExternalButtonLink } from '../../components/button';
import { ExternalIcon, RefreshIcon } from '../../components/icons';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { sitePages } from '../../lib/config';
import { useConfig } from '../../lib/config-context';
import { useAppStore, useAppStoreApi } from '../../lib/store';
import { CATEGORY_PARAM } from '../courses/category-address';
import { courseKeys } from '../courses/course-list-query';
import { useCategories } from '../courses/categories-query';
import { CategoryList } from './components/category-list';
import { CategoriesProblem } from '../../components/categories-problem';
import { HomeHeader } from './components/home-header';
import { Shortcuts } from './components/shortcuts';
import styles from './subjects-screen.module.css';

/** A chosen category's screen: code of its own, which the list of categories (a first visit) never loads. */
const ChosenCategory = lazy(() =>
  import('./components/chosen-category').then((module) => ({ default: module.ChosenCategory })),
);

/**
 * Home / Subjects tab (SPEC §2): logo, account, website button, shortcuts, and
 * - without a stored category (or after 'all subjects'): the category list;
 * - with one: the category header (tabs, active-plan badge) and, by the stored details flag, the
 *   course list (on) or the category overview (off).
 * Pull-to-refresh (touch) and the refresh buttons reload the categories and every course list.
 */
export function SubjectsScreen() {
  const { t } = useTranslation();
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  const { site } = useConfig();
  const categories = useCategories();
  const stored = useAppStore((state) => state.category);
  const [params, setParams] = useSearchParams();
  // a category named by the address (`subjectAddress`) is shown as picked, then remembered
  const asked = params.get(CATEGORY_PARAM) || null;
  const slug = asked ?? stored.slug;
  const showDetails = asked ? true : stored.showDetails;
  const [picking, setPicking] = useState(false);

  const selected = categories.data?.find((category) => category.slug === slug);
  const showList = picking || !selected;

  // Picking from the list remembers the category and turns the details flag on (SPEC §2).
  const pick = (category: Category) => {
    store.getState().selectCategory(category.slug, true);
    setPicking(false);
  };
  // Tabs and the other-categories row switch the category but keep the current view.
  const switchTo = (category: Category) => store.getState().selectCategory(category.slug, showDetails);

  const known = categories.data;
  useEffect(() => {
    if (!params.has(CATEGORY_PARAM) || !known) return;
    if (asked && known.some((category) => category.slug === asked))
      store.getState().selectCategory(asked, true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CATEGORY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [params, asked, known, store, setParams]);

  const { refetch } = categories;
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: courseKeys.all })]);
    } finally {
      setRefreshing(false);
    }
  }, [refetch, queryClient]);

  let content;
  if (categories.isPending) content = <LoadingState />;
  else if (categories.isError)
    content = <CategoriesProblem error={categories.error} onRetry={() => void categories.refetch()} />;
  else if (categories.data.length === 0)
    content = <CategoriesProblem onRetry={() => void categories.refetch()} />;
  else if (showList) {
    content = (
      <div className={styles.narrow}>
        <div className={styles.actions}>
          {picking && selected ? (
            <Button variant="ghost" small onClick={() => setPicking(false)}>
              {t('home.category.backTo', { name: selected.name })}
            </Button>
          ) : (
            <span />
          )}
          <Button
            variant="ghost"
            small
            icon={<RefreshIcon size={18} />}
            className={categories.isFetching ? styles.spin : undefined}
            disabled={categories.isFetching}
            onClick={() => void refresh()}
          >
            {categories.isFetching ? t('home.refreshing') : t('home.refresh')}
          </Button>
        </div>
        <CategoryList categories={categories.data} onSelect={pick} />
      </div>
    );
  } else {
    content = (
      <Suspense fallback={<LoadingState />}>
        <ChosenCategory
          categories={categories.data}
          selected={selected}
          showDetails={showDetails}
          onSelect={switchTo}
          onShowAll={() => setPicking(true)}
          onRefresh={() => void refresh()}
          refreshing={refreshing}
        />
      </Suspense>
    );
  }

  return (
    <ScreenLayout title={t('home.title')} top={<HomeHeader />} narrow={showList}>
      <PullToRefresh onRefresh={refresh}>
        <div className={`${styles.intro} ${showList ? '' : styles.wide}`}>
          <p className={styles.lead}>{t('home.intro')}</p>
          <ExternalButtonLink
            href={sitePages(site).home}
            variant="secondary"
            small
            newTab
            newTabLabel={t('common.opensInNewTab')}
            icon={<ExternalIcon size={18} />}
          >
            {t('home.website')}
          </ExternalButtonLink>
        </div>
        <Shortcuts />
        {content}
      </PullToRefresh>
    </ScreenLayout>
  );
}
