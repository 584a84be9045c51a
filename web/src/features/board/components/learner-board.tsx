import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Category } from '@studovna/core/contract';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { useAppStore, useAppStoreApi } from '../../../lib/store';
import { useCategories } from '../../courses/categories-query';
import { CategoriesProblem } from '../../../components/categories-problem';
import { CATEGORY_PANEL_ID, CategoryTabs, categoryTabId } from '../../../components/category-tabs';
import { boardKeys } from '../../../lib/query/board-keys';
import { PinsSection } from './pins-section';
import { PracticeCard } from './practice-card';
import styles from '../board.module.css';

/**
 * The Board of a logged-in learner: the category of the address (nastenka/{category}), else the one
 * chosen on Home, in the category header; 'Všechny předměty' shows the pins of every category. Picking a
 * tab makes it the chosen category everywhere.
 */
export function LearnerBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useAppStoreApi();
  const { category: param } = useParams();
  const { slug: stored, showDetails } = useAppStore((state) => state.category);
  const categories = useCategories();
  const [showAll, setShowAll] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  if (categories.isPending) return <LoadingState />;
  if (categories.isError)
    return <CategoriesProblem error={categories.error} onRetry={() => void categories.refetch()} />;

  const current = categories.data.find((c) => c.slug === (param ?? stored));
  const selected = showAll ? undefined : current;

  const choose = (category: Category) => {
    store.getState().selectCategory(category.slug, showDetails);
    setShowAll(false);
    void navigate(`/nastenka/${encodeURIComponent(category.slug)}`, { replace: true });
  };
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        categories.refetch(),
        queryClient.invalidateQueries({ queryKey: boardKeys.pinsAll }),
        queryClient.invalidateQueries({ queryKey: boardKeys.dueAll }),
      ]);
    } finally {
      setRefreshing(false);
    }
  };

  const body = (
    <>
      <PracticeCard category={selected?.slug ?? null} />
      <PinsSection category={selected ?? null} categories={categories.data} onShowOnly={choose} />
    </>
  );

  if (!selected)
    return (
      <>
        <div className={styles.allHead}>
          <p className={styles.allTitle}>{t('board.allCategories')}</p>
          {current ? (
            <Button variant="ghost" small onClick={() => choose(current)}>
              {t('board.backTo', { name: current.name })}
            </Button>
          ) : null}
        </div>
        {body}
      </>
    );

  return (
    <>
      <CategoryTabs
        categories={categories.data}
        selected={selected}
        onSelect={choose}
        onShowAll={() => setShowAll(true)}
        onRefresh={() => void refresh()}
        refreshing={refreshing}
      />
      <div role="tabpanel" id={CATEGORY_PANEL_ID} aria-labelledby={categoryTabId(selected)}>
        {body}
      </div>
    </>
  );
}
