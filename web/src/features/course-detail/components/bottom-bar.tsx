import { useTranslation } from '../../../i18n/use-translation';
import type { CourseSummary } from '@studovna/core/contract';
import { coursePercent } from '@studovna/core/domain';
import type { BottomBarMode } from '../bottom-bar-mode';
import { Button } from '../../../components/button';
import type { CourseAction } from '../api/course-actions';
import { RepeatIcon, TrophyIcon } from './detail-icons';
import styles from './bottom-bar.module.css';

interface BottomBarProps {
  course: CourseSummary;
  mode: Exclude<BottomBarMode, 'hidden'>;
  canRetake: boolean;
  /** A paid course the learner's study plan covers: no price to show. */
  inPlan: boolean;
  busy: CourseAction | null;
  onAction: (action: CourseAction) => void;
}

/**
 * The course's bottom bar (SPEC §4): enrol (free, not enrolled), 'Začít teď' (purchased), or for a
 * finished course its passed/failed badge and the retake. Fixed at the bottom, above the safe area.
 */
export function BottomBar({ course, mode, canRetake, inPlan, busy, onAction }: BottomBarProps) {
  const { t } = useTranslation();
  const graduation = course.course_data?.graduation;
  const result = course.course_data?.result.result;

  return (
    <section className={styles.bar} aria-label={t('courseDetail.actions')}>
      <div className={styles.inner}>
        {mode === 'finished' ? (
          <>
            <p className={`${styles.badge} ${graduation === 'passed' ? styles.passed : styles.failed}`}>
              <TrophyIcon size={20} />
              <span>
                {graduation === 'passed' ? t('courseDetail.passed') : t('courseDetail.failed')}
                {result !== undefined ? (
                  <span className={styles.result}>
                    {t('courseDetail.resultValue', { result: coursePercent(result) })}
                  </span>
                ) : null}
              </span>
            </p>
            {canRetake ? (
              <Button
                icon={<RepeatIcon size={18} />}
                disabled={busy !== null}
                aria-busy={busy === 'retake' || undefined}
                onClick={() => onAction('retake')}
              >
                {busy === 'retake' ? t('courseDetail.working') : t('courseDetail.retake')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            {inPlan ? (
              <p className={styles.plan}>{t('courseDetail.inPlan')}</p>
            ) : (
              <p className={styles.price}>
                <span className={styles.priceLabel}>{t('courseDetail.price')}</span>
                <span className={course.on_sale ? styles.sale : undefined}>
                  {course.on_sale
                    ? course.sale_price_rendered || course.price_rendered
                    : course.price_rendered}
                </span>
              </p>
            )}
            <Button
              className={styles.main}
              disabled={busy !== null}
              aria-busy={busy === 'enroll' || undefined}
              onClick={() => onAction('enroll')}
            >
              {busy === 'enroll'
                ? t('courseDetail.working')
                : mode === 'startNow'
                  ? t('courseDetail.startNow')
                  : t('courseDetail.enroll')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
