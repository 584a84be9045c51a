import { useTranslation } from '../../../i18n/use-translation';
import type { Category } from '@studovna/core/contract';
import { CategoryCard } from './category-card';
import styles from './category-list.module.css';

export function CategoryList({
  to,
  categories,
  onSelect,
}: {
  to: string;
  categories: Category[];
  onSelect: (category: Category) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list} aria-label={t('categories.listLabel')}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard category={category} to={to} onSelect={onSelect} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
