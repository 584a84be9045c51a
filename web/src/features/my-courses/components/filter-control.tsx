import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MY_COURSES_FILTERS, type MyCoursesFilter } from '../api/my-courses-query';
import segmented from '../../../components/segmented-control.module.css';
import styles from './filter-control.module.css';

export const FILTER_LABEL = {
  all: 'myCourses.filter.all',
  passed: 'myCourses.filter.passed',
  'in-progress': 'myCourses.filter.inProgress',
  failed: 'myCourses.filter.failed',
} as const;

/** A segmented control of native radios: one tab stop, arrow keys move, the group is labelled. */
export function FilterControl({
  value,
  onChange,
}: {
  value: MyCoursesFilter;
  onChange: (value: MyCoursesFilter) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={`${segmented.control} ${styles.control}`}>
      <legend className="visually-hidden">{t('myCourses.filterLabel')}</legend>
      {MY_COURSES_FILTERS.map((filter) => (
        <label key={filter} className={segmented.segment}>
          <input
            type="radio"
            name={name}
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
            className={segmented.radio}
          />
          <span>{t(FILTER_LABEL[filter])}</span>
        </label>
      ))}
    </fieldset>
  );
}
