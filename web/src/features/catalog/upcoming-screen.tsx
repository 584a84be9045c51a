import { useTranslation } from '../../i18n/use-translation';
import { COUNTDOWN_TICK_MS, parseUtcDateTime } from '@studovna/core/domain';
import { Button } from '../../components/button';
import { CalendarIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { useUpcomingCourses } from './api/catalog-queries';
import { CatalogProblem } from './components/catalog-problem';
import { Countdown } from './components/countdown';
import { RichText } from './components/rich-text';
import { useNow } from '../../lib/use-now';
import styles from './components/catalog.module.css';

/** Upcoming courses (SPEC §2, route `pripravujeme`): each with a countdown ticking every second. */
export function UpcomingScreen() {
  const { t, i18n } = useTranslation();
  const upcoming = useUpcomingCourses();
  const now = useNow(COUNTDOWN_TICK_MS);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'cs-CZ', {
    dateStyle: 'long',
    timeStyle: 'short',
  });

  let content;
  if (upcoming.isPending) content = <LoadingState />;
  else if (upcoming.isError)
    content = <CatalogProblem error={upcoming.error} onRetry={() => void upcoming.refetch()} />;
  else if (upcoming.data.length === 0)
    content = (
      <CatalogProblem empty title={t('catalog.upcoming.empty')} onRetry={() => void upcoming.refetch()} />
    );
  else
    content = (
      <ul className={styles.cards} aria-label={t('catalog.upcoming.listLabel')}>
        {upcoming.data.map((course) => {
          const start = parseUtcDateTime(course.StartTime);
          const started = start <= now;
          return (
            <li key={course.Id}>
              <article className={styles.upcoming} aria-labelledby={`upcoming-${course.Id}`}>
                {course.Image ? (
                  <img className={styles.upcomingImage} src={course.Image} alt="" loading="lazy" />
                ) : (
                  <span
                    className={`${styles.upcomingImage} ${styles.upcomingPlaceholder}`}
                    aria-hidden="true"
                  >
                    <CalendarIcon size={40} />
                  </span>
                )}
                <div className={styles.upcomingBody}>
                  <h2 id={`upcoming-${course.Id}`} className={styles.cardTitle}>
                    {course.Title}
                  </h2>
                  <p className={styles.startsAt}>
                    {started ? t('catalog.upcoming.started') : t('catalog.upcoming.startsAt')}{' '}
                    <time dateTime={new Date(start).toISOString()}>{dateFormat.format(start)}</time>
                  </p>
                  <Countdown
                    start={start}
                    now={now}
                    label={t('catalog.upcoming.timer', { title: course.Title })}
                  />
                  {course.Content ? <RichText className={styles.rich} html={course.Content} /> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    );

  return (
    <ScreenLayout title={t('catalog.upcoming.title')} back>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{t('catalog.upcoming.intro')}</p>
        <Button variant="ghost" small disabled={upcoming.isFetching} onClick={() => void upcoming.refetch()}>
          {t('courses.refresh')}
        </Button>
      </div>
      {content}
    </ScreenLayout>
  );
}
