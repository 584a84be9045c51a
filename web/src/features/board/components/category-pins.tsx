import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { boardApi } from '@studovna/core/contract';
import { requiredPremiums } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import type { CategoryPins } from '../group-pins';
import { LockIcon } from './board-icons';
import { PinBox } from './pin-box';
import styles from '../board.module.css';

interface CategoryPinsSectionProps {
  group: CategoryPins;
  /** The learner lacks the plan this pin's course needs (core's `mayEvaluate`). */
  isLocked: (pin: boardApi.Pin) => boolean;
  /** Pins chosen for removal, by question id; undefined outside the selection mode. */
  selection?: ReadonlySet<number>;
  onToggle: (pin: boardApi.Pin) => void;
  onLocked: (pin: boardApi.Pin) => void;
  /** The category's name is shown (all subjects); else the category header names it and it is for screen readers. */
  showName: boolean;
  /** Shows only this category (all subjects shown). */
  onShowOnly?: () => void;
}

/** One category of the Board: its courses by name, each quiz a row of numbered boxes. */
export function CategoryPinsSection({
  group,
  isLocked,
  selection,
  onToggle,
  onLocked,
  showName,
  onShowOnly,
}: CategoryPinsSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const noticeId = useId();
  const name = group.category?.name ?? t('board.noCategory');
  const subscription = group.category && 'meta' in group.category ? group.category.meta.subscription : [];
  const locked = group.courses.some((course) => course.quizzes.some((quiz) => quiz.pins.some(isLocked)));

  return (
    <section className={styles.category} aria-labelledby={headingId}>
      {showName ? (
        <div className={styles.categoryHead}>
          <h2 id={headingId} className={styles.categoryName}>
            {name}
          </h2>
          {onShowOnly ? (
            <Button variant="ghost" small onClick={onShowOnly}>
              {t('board.onlyCategory')}
            </Button>
          ) : null}
        </div>
      ) : (
        <h2 id={headingId} className="visually-hidden">
          {name}
        </h2>
      )}
      {locked ? (
        <div className={styles.planNotice}>
          <LockIcon size={20} />
          <p id={noticeId}>{t('board.plan.notice')}</p>
          <Button
            small
            variant="secondary"
            onClick={() =>
              void navigate('/studijni-plany', {
                state: { requiredPremiums: requiredPremiums(subscription) },
              })
            }
          >
            {t('board.plan.plans')}
          </Button>
        </div>
      ) : null}
      <ul className={styles.courses}>
        {group.courses.map((course) => (
          <li key={course.courseId} className={styles.course}>
            <h3 className={styles.courseName}>{course.courseName}</h3>
            <ul className={styles.quizzes}>
              {course.quizzes.map((quiz) => (
                <li key={quiz.quizId} className={styles.quiz}>
                  <h4 className={styles.quizName}>{quiz.quizName}</h4>
                  <ul className={styles.boxes} aria-label={t('board.pinsLabel', { quiz: quiz.quizName })}>
                    {quiz.pins.map((pin) => (
                      <li key={pin.id}>
                        <PinBox
                          pin={pin}
                          mode={
                            selection
                              ? {
                                  kind: 'select',
                                  selected: selection.has(pin.id),
                                  onToggle: () => onToggle(pin),
                                }
                              : isLocked(pin)
                                ? { kind: 'locked', onSelect: () => onLocked(pin), describedBy: noticeId }
                                : { kind: 'open' }
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
