import { useTranslation } from '../../i18n/use-translation';
import { useShallow } from 'zustand/react/shallow';
import { ButtonLink } from '../../components/button';
import { HistoryIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { selectRecentlyViewed, useAppStore } from '../../lib/store';
import { useCategories } from '../courses/categories-query';
import { useCourseCategories } from './api/course-categories-query';
import { RecentlyViewedItem } from './recently-viewed-item';
import { useMinuteClock } from './use-minute-clock';
import styles from './start-screen.module.css';

/**
 * The logged-in learner's recently viewed lessons and quizzes, newest first, only of the active
 * category when one is selected (all otherwise). A course whose categories could not be loaded stays in.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const entries = useAppStore(useShallow(selectRecentlyViewed));
  const slug = useAppStore((state) => state.category.slug);
  const categoryName = useCategories().data?.find((category) => category.slug === slug)?.name;
  const courseCategories = useCourseCategories(
    entries.map((entry) => entry.courseData),
    slug !== null,
  );

  const shown = slug
    ? entries.filter((entry) => {
        const slugs = courseCategories.get(entry.courseData.id);
        return slugs === null || (slugs !== undefined && slugs.includes(slug));
      })
    : entries;
  const resolving = slug !== null && entries.some((e) => courseCategories.get(e.courseData.id) === undefined);

  if (shown.length === 0 && resolving) return <LoadingState />;
  if (shown.length === 0) {
    const inCategory = entries.length > 0;
    return (
      <StateMessage
        icon={<HistoryIcon size={28} />}
        tone="info"
        title={inCategory ? t('start.emptyCategoryTitle') : t('start.emptyTitle')}
        text={
          inCategory
            ? categoryName
              ? t('start.emptyCategoryText', { name: categoryName })
              : t('start.emptyCategoryTextUnnamed')
            : t('start.emptyText')
        }
      >
        <ButtonLink to="/" variant="secondary">
          {inCategory ? t('start.otherCategory') : t('start.toSubjects')}
        </ButtonLink>
      </StateMessage>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={styles.heading}>
        {t('start.recentTitle')}
      </h2>
      <p className={styles.intro}>
        {slug && categoryName ? t('start.introCategory', { name: categoryName }) : t('start.intro')}
      </p>
      <ul className={styles.list} aria-labelledby="recently-viewed-title">
        {shown.map((entry) => (
          <li key={`${entry.item.type}-${entry.item.id}`}>
            <RecentlyViewedItem entry={entry} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
