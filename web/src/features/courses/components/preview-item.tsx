import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '@studovna/core/contract';
import { ButtonLink } from '../../../components/button';
import { PlayIcon, SparkIcon } from '../../../components/icons';
import styles from './course-list.module.css';

/**
 * SPEC §2 "a preview/ordering item is prepended when previews are shown": for guests and learners
 * without the category's study plan, a card leading to the sample tasks of the category (the preview of
 * `courseId`, a course whose curriculum has a sample quiz) and to the study plans.
 */
export function PreviewItem({ category, courseId }: { category: Category; courseId: number }) {
  const { t } = useTranslation();
  return (
    <article className={styles.preview} aria-labelledby={`preview-${category.id}`}>
      <span className={styles.previewIcon} aria-hidden="true">
        <SparkIcon size={26} />
      </span>
      <h2 id={`preview-${category.id}`} className={styles.previewTitle}>
        {t('courses.preview.title')}
      </h2>
      <p className={styles.previewText}>{t('courses.preview.text', { category: category.name })}</p>
      <div className={styles.previewActions}>
        <ButtonLink to={`/kurzy/${courseId}/lp_course_preview`} small icon={<PlayIcon size={18} />}>
          {t('courses.preview.try')}
        </ButtonLink>
        <Link to="/studijni-plany" className={styles.previewLink}>
          {t('courses.preview.order')}
        </Link>
      </div>
    </article>
  );
}
