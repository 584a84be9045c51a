import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { CourseSummary } from '@studovna/core/contract';
import styles from './course-card.module.css';
import { pastelOf } from './pastel';

export interface CourseCardProps {
  /** A course list item of the contract (GET /courses, /wishlist …). */
  course: CourseSummary;
  /** Where the card leads; defaults to the course detail. */
  to?: string;
  /** Called when the card is opened (before navigation), e.g. to remember the search that found it. */
  onOpen?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** A control beside the card's link, e.g. the wishlist heart; it sits over the cover, top right. */
  trailing?: ReactNode;
  /** Heading level of the course title inside the list it sits in (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** `compact` is the narrow card of the horizontal rows on Home. */
  variant?: 'default' | 'compact';
  /**
   * The first card of a list, on screen as the page opens: its cover loads at once and first (it is the
   * largest image of the screen); every other cover loads lazily, as it scrolls into view.
   */
  first?: boolean;
}

/** The course's initials for the placeholder cover. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A course as a card: cover, title, instructor, price (with the yellow sale badge), rating and the
 * learner's graduation. The whole card is one link named by the title; the `trailing` slot is a
 * sibling of the link, so it may hold its own button.
 */
export function CourseCard({
  course,
  to,
  onOpen,
  trailing,
  headingLevel = 3,
  variant = 'default',
  first = false,
}: CourseCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailsId = useId();
  const Heading = `h${headingLevel}` as const;
  const graduation = course.course_data?.graduation;
  const free = course.price === 0 && !course.on_sale;
  const instructor = course.instructor?.name;

  return (
    <article className={`${styles.card} ${variant === 'compact' ? styles.compact : ''}`}>
      <div className={styles.cover}>
        {course.image ? (
          <img
            src={course.image}
            alt=""
            width={640}
            height={360}
            {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        ) : (
          <span className={styles.placeholder} style={{ background: pastelOf(course.id) }}>
            {initials(course.name)}
          </span>
        )}
        <span className={styles.badges}>
          {course.on_sale ? <span className={styles.sale}>{t('courses.card.sale')}</span> : null}
          {graduation ? (
            <span className={`${styles.graduation} ${styles[graduation] ?? ''}`}>
              {t(`courses.card.graduation.${graduation}`)}
            </span>
          ) : null}
        </span>
      </div>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <Link
            to={to ?? `/kurzy/${course.id}`}
            className={styles.link}
            onClick={onOpen}
            aria-describedby={detailsId}
          >
            {course.name}
          </Link>
        </Heading>
        <div id={detailsId} className={styles.details}>
          {instructor ? (
            <p className={styles.instructor}>{t('courses.card.instructor', { name: instructor })}</p>
          ) : null}
          <p className={styles.meta}>
            <span className={styles.price}>
              {free ? (
                <span className={styles.current}>{t('courses.card.free')}</span>
              ) : course.on_sale ? (
                <>
                  <span className={styles.current}>
                    <span className="visually-hidden">{t('courses.card.salePrice')}</span>{' '}
                    {course.sale_price_rendered}
                  </span>{' '}
                  <del className={styles.origin}>
                    <span className="visually-hidden">{t('courses.card.originPrice')}</span>{' '}
                    {course.origin_price_rendered}
                  </del>
                </>
              ) : (
                <span className={styles.current}>{course.price_rendered}</span>
              )}
            </span>{' '}
            {course.rating > 0 ? (
              <span className={styles.rating}>
                <span aria-hidden="true" className={styles.star}>
                  ★
                </span>
                <span aria-hidden="true">{t('courses.card.ratingValue', { rating: course.rating })}</span>
                <span className="visually-hidden">{t('courses.card.rating', { rating: course.rating })}</span>
              </span>
            ) : null}
          </p>
        </div>
      </div>
      {trailing ? <div className={styles.trailing}>{trailing}</div> : null}
    </article>
  );
}
