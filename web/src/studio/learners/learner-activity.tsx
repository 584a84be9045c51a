import type { Learner, LearnerAttempt } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { formatDateTime, formatPrice } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { formatDate } from './learner-format';
import styles from './learners.module.css';

const percent = (value: number, language: 'cs' | 'en') =>
  `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'cs-CZ', { maximumFractionDigits: 2 }).format(value)} %`;

/** The learner's courses with their progress in the current run. */
export function LearnerCourses({ learner }: { learner: Learner }) {
  const t = useStudioT();
  return (
    <section className={styles.card} aria-labelledby="learner-courses">
      <h2 id="learner-courses">{t('learner.courses')}</h2>
      {learner.courses.length === 0 ? (
        <p className={styles.muted}>{t('learner.noCourses')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('learner.colCourse')}</th>
                <th scope="col">{t('learner.colStatus')}</th>
                <th scope="col">{t('learner.colProgress')}</th>
                <th scope="col">{t('learner.colResult')}</th>
              </tr>
            </thead>
            <tbody>
              {learner.courses.map((course) => (
                <tr key={course.id}>
                  <th scope="row">{course.title}</th>
                  <td>
                    {t(`learner.courseStatus.${course.status}`)}
                    {course.started_at ? (
                      <span className={styles.note}>{formatDate(course.started_at, t.language)}</span>
                    ) : null}
                  </td>
                  <td>
                    <progress
                      className={styles.progress}
                      max={Math.max(1, course.items_total)}
                      value={course.items_done}
                      aria-label={t('learner.progress', {
                        done: course.items_done,
                        total: course.items_total,
                      })}
                    />
                    <span className={styles.note}>
                      {t('learner.progress', { done: course.items_done, total: course.items_total })}
                    </span>
                  </td>
                  <td>
                    {course.result === null ? '' : `${percent(course.result, t.language)}, `}
                    {t(`learner.graduation.${course.graduation}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The learner's newest evaluated attempts; each opens the learner's own review. */
export function LearnerAttempts({
  attempts,
  onOpen,
}: {
  attempts: readonly LearnerAttempt[];
  onOpen: (attempt: LearnerAttempt) => void;
}) {
  const t = useStudioT();
  return (
    <section className={styles.card} aria-labelledby="learner-attempts">
      <h2 id="learner-attempts">{t('learner.attempts')}</h2>
      {attempts.length === 0 ? (
        <p className={styles.muted}>{t('learner.noAttempts')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('learner.colQuiz')}</th>
                <th scope="col">{t('learner.colDate')}</th>
                <th scope="col">{t('learner.colResult')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('learner.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => {
                const date = formatDateTime(attempt.finished_at, t.language);
                return (
                  <tr key={attempt.id}>
                    <th scope="row">
                      {attempt.quiz.title}
                      <span className={styles.note}>
                        {attempt.course.title}
                        {attempt.practice ? ` · ${t('learner.practice')}` : ''}
                      </span>
                    </th>
                    <td className={styles.when}>{date}</td>
                    <td>
                      {percent(attempt.result, t.language)},{' '}
                      <span
                        className={`${styles.badge} ${attempt.graduation === 'passed' ? styles.success : styles.danger}`}
                      >
                        {t(`learner.graduation.${attempt.graduation}`)}
                      </span>
                    </td>
                    <td>
                      <Button
                        small
                        variant="secondary"
                        aria-label={t('learner.openLabel', { quiz: attempt.quiz.title, date })}
                        onClick={() => onOpen(attempt)}
                      >
                        {t('learner.open')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The learner's orders, read only. */
export function LearnerOrders({ learner }: { learner: Learner }) {
  const t = useStudioT();
  return (
    <section className={styles.card} aria-labelledby="learner-orders">
      <h2 id="learner-orders">{t('learner.orders')}</h2>
      {learner.orders.length === 0 ? (
        <p className={styles.muted}>{t('learner.noOrders')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('learner.colOrder')}</th>
                <th scope="col">{t('learner.colDate')}</th>
                <th scope="col">{t('learner.colItems')}</th>
                <th scope="col">{t('learner.colStatus')}</th>
                <th scope="col">{t('learner.colTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {learner.orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row">{order.order_number}</th>
                  <td className={styles.when}>{formatDateTime(order.date, t.language)}</td>
                  <td>{order.items.join(', ')}</td>
                  <td>{t(`learner.orderStatus.${order.status}`)}</td>
                  <td>{formatPrice(order.total, t.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
