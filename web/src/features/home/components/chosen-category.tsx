import type { Category } from '@studovna/core/contract';
import { CATEGORY_PANEL_ID, CategoryTabs, categoryTabId } from '../../../components/category-tabs';
import { useAppStoreApi } from '../../../lib/store';
import { CourseListView } from '../../courses/course-list-view';
import { CategoryOverview } from './category-overview';
import { ViewSwitch } from './view-switch';

interface ChosenCategoryProps {
  categories: Category[];
  selected: Category;
  /** The course list (on) or the category overview (off), as stored (SPEC §2). */
  showDetails: boolean;
  /** Another category, keeping the view. */
  onSelect: (category: Category) => void;
  onShowAll: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Subjects with a category chosen: its tabs, the view switch and the course list or the overview. */
export function ChosenCategory({
  categories,
  selected,
  showDetails,
  onSelect,
  onShowAll,
  onRefresh,
  refreshing,
}: ChosenCategoryProps) {
  const store = useAppStoreApi();
  return (
    <>
      <CategoryTabs
        categories={categories}
        selected={selected}
        onSelect={onSelect}
        onShowAll={onShowAll}
        onRefresh={onRefresh}
        refreshing={refreshing}
      />
      <ViewSwitch showDetails={showDetails} onChange={(value) => store.getState().setShowDetails(value)} />
      <div role="tabpanel" id={CATEGORY_PANEL_ID} aria-labelledby={categoryTabId(selected)}>
        {showDetails ? (
          <CourseListView embedded />
        ) : (
          <CategoryOverview
            category={selected}
            categories={categories}
            onSelectCategory={onSelect}
            onShowAllCategories={onShowAll}
          />
        )}
      </div>
    </>
  );
}
