import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { REVIEW_MAX_RATING } from '@studovna/core/domain';
import { StarShape } from './detail-icons';
import styles from './star-rating-input.module.css';

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Rating 1–5 as a radio group of stars: arrow keys move, each star is named ("4 hvězdičky"). */
export function StarRatingInput({ value, onChange, disabled }: StarRatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{t('reviews.fieldRating')}</legend>
      <div className={styles.stars} onMouseLeave={() => setHover(null)}>
        {Array.from({ length: REVIEW_MAX_RATING }, (_, index) => index + 1).map((stars) => (
          <label key={stars} className={styles.star} onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className={styles.radio}
            />
            <StarShape fill={stars <= shown ? 1 : 0} size={32} />
            <span className="visually-hidden">{t('reviews.stars', { count: stars })}</span>
          </label>
        ))}
        <span className={styles.value} aria-hidden="true">
          {t('reviews.stars', { count: shown })}
        </span>
      </div>
    </fieldset>
  );
}
