import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Category } from '@studovna/core/contract';
import { showsActivePlanBadge } from '@studovna/core/domain';
import { CheckCircleIcon, GridIcon, RefreshIcon } from './icons';
import { useAppStore } from '../lib/store';
import styles from './category-tabs.module.css';

export const categoryTabId = (category: Category) => `category-tab-${category.id}`;
export const CATEGORY_PANEL_ID = 'category-panel';
const NO_CAPS: Record<string, boolean> = {};

interface CategoryTabsProps {
  categories: Category[];
  selected: Category;
  onSelect: (category: Category) => void;
  /** Shows the whole category list (to pick with descriptions, or refresh it). */
  onShowAll: () => void;
  /** Reloads the categories and the courses shown (the pull-to-refresh of mouse and keyboard users). */
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * SPEC §2 category header: the categories as horizontally scrolling tabs (arrow keys, Home, End) and
 * the 'active plan' badge when the learner holds every premium code the category requires.
 */
export function CategoryTabs({
  categories,
  selected,
  onSelect,
  onShowAll,
  onRefresh,
  refreshing,
}: CategoryTabsProps) {
  const { t } = useTranslation();
  const caps = useAppStore((state) => (state.user.token ? state.user.caps : NO_CAPS));
  const listRef = useRef<HTMLDivElement>(null);
  const activePlan = showsActivePlanBadge(caps, selected.meta.subscription);

  // keep the selected tab in view when it changes (also after a pick elsewhere on the screen)
  useEffect(() => {
    const tab = listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected.id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = categories.findIndex((c) => c.id === selected.id);
    const last = categories.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = categories[next]!;
    onSelect(target);
    listRef.current?.querySelector<HTMLElement>(`#${categoryTabId(target)}`)?.focus();
  };

  return (
    <div className={styles.header}>
      <div className={styles.top}>
        <div className={styles.titleBox}>
          <p className={styles.eyebrow}>{t('home.category.current')}</p>
          <p className={styles.name}>{selected.name}</p>
        </div>
        {activePlan ? (
          <span className={styles.badge}>
            <CheckCircleIcon size={16} />
            {t('home.category.activePlan')}
          </span>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.all} ${refreshing ? styles.spin : ''}`}
            onClick={onRefresh}
            disabled={refreshing}
            title={refreshing ? t('home.refreshing') : t('courses.refresh')}
          >
            <RefreshIcon size={18} />
            <span className="visually-hidden">
              {refreshing ? t('home.refreshing') : t('courses.refresh')}
            </span>
          </button>
          <button type="button" className={styles.all} onClick={onShowAll} title={t('home.category.showAll')}>
            <GridIcon size={18} />
            <span className="visually-hidden">{t('home.category.showAll')}</span>
          </button>
        </div>
      </div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={t('home.category.tabs')}
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {categories.map((category) => {
          const isSelected = category.id === selected.id;
          return (
            <button
              key={category.id}
              id={categoryTabId(category)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={CATEGORY_PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              title={category.name}
              onClick={() => onSelect(category)}
            >
              {category.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
