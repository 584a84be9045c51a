import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { BookIcon, CheckCircleIcon, ChevronRightIcon } from '../../components/icons';
import type { RecentlyViewedEntry } from '../../lib/store';
import { learningPath } from '../learning/learning-params';
import { relativeTime } from './relative-time';
import styles from './start-screen.module.css';

/** One recently viewed lesson or quiz: a link opening it, with its kind, course and when it was opened. */
export function RecentlyViewedItem({ entry, now }: { entry: RecentlyViewedEntry; now: number }) {
  const { t, i18n } = useTranslation();
  const { item, courseData, timestamp } = entry;
  const lesson = item.type === 'lp_lesson';
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const opened = new Date(timestamp);
  return (
    <Link className={styles.item} to={learningPath(courseData.id, item.type, item.id)}>
      <span className={`${styles.icon} ${lesson ? styles.lessonIcon : styles.quizIcon}`}>
        {lesson ? <BookIcon size={20} /> : <CheckCircleIcon size={20} />}
      </span>
      <span className={styles.text}>
        <span className={styles.kind}>{lesson ? t('start.lesson') : t('start.quiz')}</span>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.meta}>
          <span className="visually-hidden">{t('start.course')} </span>
          {courseData.name}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, {t('start.opened')} </span>
          <time
            dateTime={opened.toISOString()}
            title={opened.toLocaleString(locale === 'en' ? 'en-GB' : 'cs-CZ', {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          >
            {relativeTime(timestamp, now, locale)}
          </time>
        </span>
      </span>
      <ChevronRightIcon size={20} className={styles.chevron} />
    </Link>
  );
}
