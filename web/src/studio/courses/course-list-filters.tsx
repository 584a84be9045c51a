import { useEffect, useState } from 'react';
import type { StudioCategory } from '@studovna/core/contract/studio';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import type { CourseListFilters } from '../api/studio-queries';
import { SelectField } from '../common/select-field';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './course-list.module.css';

const SEARCH_DELAY_MS = 300;

interface Props {
  filters: CourseListFilters;
  categories: readonly StudioCategory[];
  showMine: boolean;
  onChange: (change: Partial<CourseListFilters>) => void;
}

/** Search, status, category and (for instructors) only their own courses. */
export function CourseListFilters({ filters, categories, showMine, onChange }: Props) {
  const t = useStudioT();
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);
  return (
    <div role="search" className={styles.filters}>
      <TextField
        type="search"
        label={t('courseList.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ search });
        }}
      />
      <SelectField
        label={t('courseList.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as CourseListFilters['status'] })}
      >
        <option value="">{t('courseList.statusAll')}</option>
        <option value="draft">{t('status.draft')}</option>
        <option value="publish">{t('status.publish')}</option>
        <option value="future">{t('status.future')}</option>
      </SelectField>
      <SelectField
        label={t('courseList.category')}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{t('courseList.categoryAll')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {showMine ? (
        <div className={styles.mine}>
          <CheckboxField
            label={t('courseList.mine')}
            checked={filters.mine}
            onChange={(event) => onChange({ mine: event.target.checked })}
          />
        </div>
      ) : null}
    </div>
  );
}
