import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '@studovna/core/contract';
import { ChevronRightIcon } from '../../../components/icons';
import styles from './category-list.module.css';
import { pastelOf } from '../../../components/pastel';

interface CategoryCardProps {
  category: Category;
  /**
   * Where the card leads: an address of its own, so a card opened in a new tab, or tapped on the
   * server's screen before the app took it over, opens the category too.
   */
  to: string;
  onSelect: (category: Category) => void;
  /** The first card: its cover is the largest image of the first screen, fetched first. */
  first?: boolean;
}

/** A category as a link named by the category; description, course count and plan badge describe it. */
export function CategoryCard({ category, to, onSelect, first = false }: CategoryCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const detailsId = useId();
  const premium = category.meta.subscription.length > 0;
  return (
    <Link
      to={to}
      replace
      className={category.meta.image ? `${styles.card} ${styles.withCover}` : styles.card}
      onClick={() => onSelect(category)}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
    >
      {category.meta.image ? (
        <img
          className={`${styles.thumb} ${styles.cover}`}
          src={category.meta.image}
          alt=""
          width={640}
          height={240}
          fetchPriority={first ? 'high' : undefined}
        />
      ) : (
        <span className={styles.thumb} style={{ background: pastelOf(category.id) }} aria-hidden="true">
          {category.slug.slice(0, 3)}
        </span>
      )}
      <span className={styles.body}>
        <span id={nameId} className={styles.name}>
          {category.name}
        </span>
        <span id={detailsId} className={styles.details}>
          {category.description ? <span className={styles.description}>{category.description}</span> : null}{' '}
          <span className={styles.meta}>
            <span>{t('categories.courseCount', { count: category.count })}</span>
            {premium ? (
              <>
                {' '}
                <span className={styles.badge}>{t('categories.premium')}</span>
              </>
            ) : null}
          </span>
        </span>
      </span>
      <ChevronRightIcon className={styles.chevron} />
    </Link>
  );
}
