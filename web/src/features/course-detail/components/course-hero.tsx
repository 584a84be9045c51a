import { useTranslation } from '../../../i18n/use-translation';
import type { CourseSummary } from '@studovna/core/contract';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { imageAddress } from '../../../lib/image-address';
import { ClockIcon, Stars, UsersIcon } from './detail-icons';
import styles from './course-hero.module.css';
import { pastelOf } from '../../../components/pastel';

/** Cover with the wishlist heart, categories, instructor and the facts: price, rating, duration, learners. */
export function CourseHero({ course }: { course: CourseSummary }) {
  const { t } = useTranslation();
  const instructor = course.instructor;
  return (
    <section className={styles.hero} aria-label={t('courseDetail.about')}>
      <div className={styles.cover}>
        {course.image ? (
          <img src={course.image} alt="" width={1280} height={720} fetchPriority="high" />
        ) : (
          <span className={styles.placeholder} style={{ background: pastelOf(course.id) }} />
        )}
        <div className={styles.heart}>
          <WishlistHeart course={course} />
        </div>
        {course.on_sale ? <span className={styles.saleBadge}>{t('courseDetail.sale')}</span> : null}
      </div>

      <div className={styles.body}>
        {course.categories.length ? (
          <ul className={styles.chips} aria-label={t('courseDetail.categories')}>
            {course.categories.map((category) => (
              <li key={category.id}>{category.name}</li>
            ))}
          </ul>
        ) : null}

        {instructor ? (
          <div className={styles.instructor}>
            {imageAddress(instructor.avatar) ? (
              <img
                className={styles.avatar}
                src={imageAddress(instructor.avatar)}
                alt=""
                width={40}
                height={40}
              />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {instructor.name.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <p>
              <span className={styles.label}>{t('courseDetail.instructor')}</span>
              <span className={styles.name}>{instructor.name}</span>
            </p>
          </div>
        ) : null}

        <dl className={styles.facts}>
          <div className={styles.priceFact}>
            <dt className="visually-hidden">{t('courseDetail.price')}</dt>
            <dd>
              {course.on_sale ? (
                <>
                  <span className={`${styles.price} ${styles.sale}`}>
                    <span className="visually-hidden">{t('courseDetail.salePrice')} </span>
                    {course.sale_price_rendered || course.price_rendered}
                  </span>{' '}
                  <del className={styles.origin}>
                    <span className="visually-hidden">{t('courseDetail.originPrice')} </span>
                    {course.origin_price_rendered}
                  </del>
                </>
              ) : (
                <span className={styles.price}>{course.price_rendered}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('courseDetail.rating')}</dt>
            <dd className={styles.fact}>
              <Stars rating={course.rating} size={16} />
              <span aria-hidden="true">{t('courseDetail.ratingValue', { rating: course.rating })}</span>
              <span className="visually-hidden">
                {t('courseDetail.ratingText', { rating: course.rating })}
              </span>
            </dd>
          </div>
          {course.duration ? (
            <div>
              <dt className="visually-hidden">{t('courseDetail.duration')}</dt>
              <dd className={styles.fact}>
                <ClockIcon size={18} />
                {course.duration}
              </dd>
            </div>
          ) : null}
          {course.count_students !== undefined ? (
            <div>
              <dt className="visually-hidden">{t('courseDetail.studentsLabel')}</dt>
              <dd className={styles.fact}>
                <UsersIcon size={18} />
                {t('courseDetail.students', { count: course.count_students })}
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}
