import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { imageAddress } from '../../../lib/image-address';
import { useCourseReviews } from '../api/reviews-query';
import { Stars } from './detail-icons';
import { ReviewForm } from './review-form';
import styles from './reviews.module.css';

const dateFormat = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric' });

interface ReviewsSectionProps {
  courseId: number;
  /** Logged in and enrolled in or finished with the course (SPEC §2 leave review). */
  mayReview: boolean;
}

/** Reviews of the course: the average with stars and count, the list, and the leave-review form. */
export function ReviewsSection({ courseId, mayReview }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const reviews = useCourseReviews(courseId);

  let body;
  if (reviews.isPending) body = <LoadingState />;
  else if (reviews.isError)
    body = (
      <div className={styles.problem} role="alert">
        <p>{t('reviews.loadFailed')}</p>
        <Button variant="secondary" small onClick={() => void reviews.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else {
    const { rating, total, items, reviewed, own_moderation: moderated } = reviews.data;
    body = (
      <>
        <div className={styles.summary}>
          <span className={styles.average} aria-hidden="true">
            {t('reviews.averageValue', { rating })}
          </span>
          <div className={styles.summaryText}>
            <Stars rating={rating} size={20} />
            <p>
              <span className="visually-hidden">{t('reviews.average', { rating })}, </span>
              {t('reviews.count', { count: total })}
            </p>
          </div>
        </div>
        {items.length === 0 ? (
          <p className={styles.empty}>{t('reviews.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {items.map((review, index) => {
              const avatar = imageAddress(review.avatar);
              return (
                <li key={`${review.date}-${index}`} className={styles.review}>
                  <div className={styles.author}>
                    {avatar ? (
                      <img className={styles.avatar} src={avatar} alt="" width={36} height={36} />
                    ) : (
                      <span className={styles.avatar} aria-hidden="true">
                        {review.display_name.trim().charAt(0).toUpperCase()}
                      </span>
                    )}
                    <p>
                      <span className={styles.name}>{review.display_name}</span>
                      <time dateTime={review.date} className={styles.date}>
                        {dateFormat.format(new Date(review.date))}
                      </time>
                    </p>
                  </div>
                  <h3 className={styles.reviewTitle}>{review.title}</h3>
                  <p className={styles.stars}>
                    <Stars rating={review.rating} size={16} />
                    <span className="visually-hidden">
                      {t('reviews.ratingOf', { rating: review.rating })}
                    </span>
                  </p>
                  <p className={styles.content}>{review.content}</p>
                </li>
              );
            })}
          </ul>
        )}
        {mayReview && !reviewed ? <ReviewForm courseId={courseId} /> : null}
        {moderated ? (
          <p className={styles.moderated}>
            <strong className={styles.moderatedTitle}>
              {t(`reviews.moderated.${moderated.state}.${moderated.by}`)}
            </strong>
            {moderated.reason ? t('reviews.moderated.reason', { reason: moderated.reason }) : null}{' '}
            {t('reviews.moderated.notCounted')}
          </p>
        ) : mayReview && reviewed ? (
          <p className={styles.thanks}>{t('reviews.reviewed')}</p>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {body}
    </section>
  );
}
