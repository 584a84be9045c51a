import { useTranslation } from '../../../i18n/use-translation';
import type { Category } from '@studovna/core/contract';
import { subjectAddress } from '../../courses/category-address';
import { CategoryCard } from './category-card';
import styles from './category-list.module.css';

/** The category cards; each leads to the address of its course list inside Subjects (`/?predmet=`). */
export function CategoryList({
  categories,
  onSelect,
}: {
  categories: Category[];
  onSelect: (category: Category) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('categories.listLabel')}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard
            category={category}
            to={subjectAddress(category.slug)}
            onSelect={onSelect}
            first={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
