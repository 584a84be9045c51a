import { useTranslation } from '../../../i18n/use-translation';
import type { CourseSummary } from '@studovna/core/contract';
import { canFinishCourse, coursePassingThreshold, coursePercent } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import type { CourseAction } from '../api/course-actions';
import styles from './progress-card.module.css';

interface ProgressCardProps {
  course: CourseSummary;
  busy: CourseAction | null;
  onFinish: () => void;
}

/**
 * The learner's progress in an enrolled or finished course: result with the passing threshold
 * marked (SPEC §4 progress colours), items done, and — while enrolled — finishing the course.
 */
export function ProgressCard({ course, busy, onFinish }: ProgressCardProps) {
  const { t } = useTranslation();
  const data = course.course_data;
  if (!data || (data.status !== 'enrolled' && data.status !== 'finished')) return null;
  const result = coursePercent(data.result.result);
  const threshold = coursePassingThreshold(course.meta_data?._lp_passing_condition);
  const tone =
    data.graduation === 'passed' ? styles.passed : data.graduation === 'failed' ? styles.failed : '';
  const finishable = canFinishCourse(data.status, course.can_finish);

  return (
    <section className={styles.card} aria-labelledby="course-progress-title">
      <div className={styles.head}>
        <h2 id="course-progress-title">{t('courseDetail.progress')}</h2>
        <span className={`${styles.status} ${tone}`}>
          {data.status === 'finished'
            ? data.graduation === 'passed'
              ? t('courseDetail.passed')
              : t('courseDetail.failed')
            : t('courseDetail.enrolled')}
        </span>
      </div>
      <div
        className={`${styles.track} ${tone}`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={result}
        aria-valuetext={t('courseDetail.resultValue', { result })}
        aria-labelledby="course-progress-title"
      >
        <span className={styles.fill} style={{ width: `${Math.min(100, result)}%` }} />
        {threshold > 0 ? <span className={styles.marker} style={{ left: `${threshold}%` }} /> : null}
      </div>
      <p className={styles.numbers}>
        <strong>{t('courseDetail.resultValue', { result })}</strong>
        <span>
          {t('courseDetail.itemsDone', {
            done: data.result.completed_items,
            total: data.result.count_items,
          })}
        </span>
      </p>
      {threshold > 0 ? (
        <p className={styles.hint}>{t('courseDetail.passingCondition', { percent: threshold })}</p>
      ) : null}
      {finishable ? (
        <Button variant="secondary" block disabled={busy !== null} onClick={onFinish}>
          {busy === 'finish' ? t('courseDetail.working') : t('courseDetail.finish')}
        </Button>
      ) : null}
    </section>
  );
}
