import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { COURSE_TYPES, type CourseType } from '@studovna/core/domain';
import { SORT_OPTIONS, type SortKey } from '../api/sort-options';
import styles from './course-filters.module.css';

interface ChipGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A radio group drawn as a row of chips: arrow keys move between them, the legend names the group. */
function ChipGroup<T extends string>({ legend, name, options, value, onChange }: ChipGroupProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface CourseFiltersProps {
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  type: CourseType;
  onTypeChange: (type: CourseType) => void;
}

/** SPEC §2 list filters (default, title, sale, popular, newest, oldest) and types (all, quizzes, theory). */
export function CourseFilters({ sort, onSortChange, type, onTypeChange }: CourseFiltersProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className={styles.filters}>
      <ChipGroup
        legend={t('courses.filters.sort')}
        name={`${name}-sort`}
        options={SORT_OPTIONS.map(({ key }) => ({ value: key, label: t(`courses.sort.${key}`) }))}
        value={sort}
        onChange={onSortChange}
      />
      <ChipGroup
        legend={t('courses.filters.type')}
        name={`${name}-type`}
        options={COURSE_TYPES.map((value) => ({ value, label: t(`courses.type.${value}`) }))}
        value={type}
        onChange={onTypeChange}
      />
    </div>
  );
}
