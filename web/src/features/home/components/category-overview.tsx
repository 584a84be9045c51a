import { useTranslation } from '../../../i18n/use-translation';
import type { Category } from '@studovna/core/contract';

import { useCoursePage } from '../../courses/course-list-query';
import { ActiveCourse } from './active-course';
import { CourseRow, OverviewSection } from './course-row';
import styles from './overview.module.css';
import { pastelOf } from '../../../components/pastel';

/** SPEC §9 filter 4 (popular=1) and 5 (date desc) for the two course rows. */
const POPULAR = 4 as const;
const NEWEST = 5 as const;

interface CategoryOverviewProps {
  category: Category;
  categories: Category[];
  onSelectCategory: (category: Category) => void;
  onShowAllCategories: () => void;
}

/**
 * SPEC §2 Home for a selected category (details flag off): the active course, popular courses, new
 * courses and the other test categories, each a horizontal row with 'Zobrazit vše'.
 */
export function CategoryOverview({
  category,
  categories,
  onSelectCategory,
  onShowAllCategories,
}: CategoryOverviewProps) {
  const { t } = useTranslation();
  const popular = useCoursePage({ categoryId: category.id, sort: POPULAR });
  const newest = useCoursePage({ categoryId: category.id, sort: NEWEST });
  const others = categories.filter((c) => c.id !== category.id);
  const listTo = (sort: string) => `/kurzy?predmet=${encodeURIComponent(category.slug)}&razeni=${sort}`;

  return (
    <div className={styles.overview}>
      <ActiveCourse category={category} />
      <CourseRow
        title={t('home.overview.popular')}
        allTo={listTo('popular')}
        courses={popular.data}
        isPending={popular.isPending}
        isError={popular.isError}
        onRetry={() => void popular.refetch()}
      />
      <CourseRow
        title={t('home.overview.newest')}
        allTo={listTo('newest')}
        courses={newest.data}
        isPending={newest.isPending}
        isError={newest.isError}
        onRetry={() => void newest.refetch()}
      />
      {others.length > 0 ? (
        <OverviewSection title={t('home.overview.otherCategories')} onShowAll={onShowAllCategories}>
          <ul className={styles.row} aria-label={t('home.overview.otherCategories')}>
            {others.map((other) => (
              <li key={other.id}>
                <button type="button" className={styles.categoryTile} onClick={() => onSelectCategory(other)}>
                  {other.meta.image ? (
                    <img src={other.meta.image} alt="" className={styles.categoryImage} loading="lazy" />
                  ) : (
                    <span
                      className={styles.categoryImage}
                      style={{ background: pastelOf(other.id) }}
                      aria-hidden="true"
                    >
                      {other.slug.slice(0, 3)}
                    </span>
                  )}
                  <span className={styles.categoryName}>{other.name}</span>
                  <span className={styles.categoryCount}>
                    {t('categories.courseCount', { count: other.count })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </OverviewSection>
      ) : null}
    </div>
  );
}
