import { useEffect, useEffectEvent, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import {
  canRetakeCourse,
  courseAccess,
  isEnrolledOrFinished,
  isFreeForLearner,
  previewOffered,
} from '@studovna/core/domain';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError } from '../../lib/api';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { storeCourseAccess } from './api/course-access-query';
import { courseKeys, useCourseDetail } from './course-query';
import { BottomBar } from './components/bottom-bar';
import { bottomBarMode } from './bottom-bar-mode';
import { CourseHero } from './components/course-hero';
import { CourseOverview } from './components/course-overview';
import { Curriculum } from './components/curriculum';
import { LoadFailedAlert } from './components/load-failed-alert';
import { PlanCard } from './components/plan-card';
import { PreviewOffer } from './components/preview-offer';
import { ProgressCard } from './components/progress-card';
import { ReviewsSection } from './components/reviews-section';
import { usePremiumMissRefresh } from '../study-plans/use-premium-miss-refresh';
import { idFromParam } from '../learning/learning-params';
import { takeEnrolWish } from './enrol-after-login';
import { useCourseActionFlow } from './use-course-action-flow';
import { useDropQueryOnLeave } from './use-drop-on-leave';
import { useKeyboardShown } from './use-keyboard-shown';
import { useReloadOnFocus } from './use-reload-on-focus';
import styles from './course-detail-screen.module.css';

/** kurzy/:courseId — a non-numeric id is a 404. */
export function CourseDetailScreen() {
  const { courseId: raw } = useParams();
  const courseId = idFromParam(raw);
  if (!courseId) return <Navigate to="/404" replace />;
  return <CourseDetail key={courseId} courseId={courseId} />;
}

/**
 * Course detail (SPEC §2, §4): cover, instructor, price, rating, overview, curriculum with its Quiz and
 * Theory popups, reviews and the bottom bar. Reloads on focus (2 s throttle), drops the course on leave
 * and keeps the access result for a day.
 */
function CourseDetail({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { previewMode } = useConfig();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const userId = useAppStore((state) => (state.user.token ? (state.user.info?.id ?? null) : null));
  const caps = useAppStore(useShallow((state) => state.user.caps));
  const detail = useCourseDetail(courseId);
  const keyboardShown = useKeyboardShown();
  const flow = useCourseActionFlow(courseId);
  const { refetch } = detail;
  useReloadOnFocus(() => void refetch(), detail.dataUpdatedAt);
  useDropQueryOnLeave(courseKeys.detail(courseId));

  const course = detail.data;
  const access = useMemo(() => (course ? courseAccess(course, caps) : null), [course, caps]);
  usePremiumMissRefresh(access ? !access.holdsPremium : false);
  useEffect(() => {
    if (access) storeCourseAccess(queryClient, courseId, userId, access);
  }, [access, queryClient, courseId, userId]);

  // a guest who pressed „Zapsat se do kurzu" and logged in is enrolled on coming back, once
  const enrolOffered =
    course && access
      ? bottomBarMode({
          loaded: true,
          keyboardShown: false,
          status: course.course_data?.status ?? '',
          free: isFreeForLearner(course.price, access),
        }) === 'enroll'
      : false;
  const enrolAsWished = useEffectEvent(() => {
    if (takeEnrolWish(courseId)) flow.run('enroll');
  });
  useEffect(() => {
    if (loggedIn && enrolOffered) enrolAsWished();
  }, [loggedIn, enrolOffered]);

  if (!course || !access) {
    if (detail.isError) {
      if (detail.error instanceof ApiRequestError && detail.error.status === 404) {
        return <Navigate to="/404" replace />;
      }
      return (
        <ScreenLayout title={t('courseDetail.title')} back>
          <LoadFailedAlert />
        </ScreenLayout>
      );
    }
    return (
      <ScreenLayout title={t('courseDetail.title')} back>
        <LoadingState />
      </ScreenLayout>
    );
  }

  const status = course.course_data?.status ?? '';
  const enrolled = isEnrolledOrFinished(status);
  const free = isFreeForLearner(course.price, access);
  const mode = bottomBarMode({ loaded: true, keyboardShown, status, free });
  const sections = course.sections ?? [];
  const itemLocked = sections.some((section) => section.items.some((item) => item.locked && !item.preview));
  const showPlan =
    access.requiredPremiums.length > 0 &&
    !access.holdsPremium &&
    (loggedIn ? !enrolled || itemLocked : !free);

  return (
    <ScreenLayout title={course.name} back>
      <div className={`${styles.stack} ${mode !== 'hidden' ? styles.withBar : ''}`}>
        <CourseHero course={course} />
        {showPlan ? (
          <PlanCard loggedIn={loggedIn} courseId={courseId} requiredPremiums={access.requiredPremiums} />
        ) : null}
        {previewOffered({ previewMode, loggedIn, holdsPremium: access.holdsPremium, sections }) ? (
          <PreviewOffer courseId={courseId} />
        ) : null}
        <ProgressCard course={course} busy={flow.busy} onFinish={() => flow.run('finish')} />

        {course.content ? (
          <section className={styles.block} aria-labelledby="overview-title">
            <h2 id="overview-title">{t('courseDetail.overview')}</h2>
            <CourseOverview html={course.content} />
          </section>
        ) : null}

        <section className={styles.block} aria-labelledby="curriculum-title">
          <h2 id="curriculum-title">{t('courseDetail.curriculum')}</h2>
          {sections.length ? (
            <Curriculum
              courseId={courseId}
              sections={sections}
              access={{ loggedIn, courseStatus: status, holdsPremium: access.holdsPremium }}
              requiredPremiums={access.requiredPremiums}
            />
          ) : (
            <p className={styles.muted}>{t('courseDetail.noData')}</p>
          )}
        </section>

        <ReviewsSection courseId={courseId} mayReview={loggedIn && enrolled} />
      </div>

      {mode !== 'hidden' ? (
        <BottomBar
          course={course}
          mode={mode}
          canRetake={canRetakeCourse(status, course.can_retake)}
          inPlan={course.price > 0 && free}
          busy={flow.busy}
          onAction={flow.run}
        />
      ) : null}
      {flow.dialogs}
    </ScreenLayout>
  );
}
