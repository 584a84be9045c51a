import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../components/button';
import { PlayIcon, SparkIcon } from '../../../components/icons';
import styles from './preview-offer.module.css';

/** SPEC §4 preview mode: the course's sample tasks, offered to guests and learners without the plan. */
export function PreviewOffer({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="preview-offer-title">
      <span className={styles.icon} aria-hidden="true">
        <SparkIcon size={22} />
      </span>
      <div className={styles.text}>
        <h2 id="preview-offer-title">{t('preview.offer.title')}</h2>
        <p>{t('preview.offer.text')}</p>
      </div>
      <ButtonLink
        to={`/kurzy/${courseId}/lp_course_preview`}
        variant="secondary"
        icon={<PlayIcon size={18} />}
      >
        {t('preview.offer.try')}
      </ButtonLink>
    </section>
  );
}
