import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { nextQuizAfter } from '@studovna/core/domain';
import { Button } from '../../components/button';
import { CheckCircleIcon } from '../../components/icons';
import { LoginPromptDialog } from '../../components/login-prompt-dialog';
import { MathHtml } from '../../components/math-html';
import { LoadingState } from '../../components/spinner';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage } from '../../lib/api/action-result';
import { useConfig } from '../../lib/config-context';
import { useGoUp } from '../../lib/navigation/use-go-up';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { CommentsSection } from '../comments/comments-section';
import { useRecordRecentlyViewed } from '../../lib/store/use-record-recently-viewed';
import { courseDetailQuery } from '../course-detail/course-query';
import { useLesson, useLessonAction, type LessonAction } from './api/lesson-api';
import { LearningLayout } from '../learning/components/learning-layout';
import { LoadFailure } from '../learning/components/load-failure';
import { useDialog } from '../../components/use-dialog';
import { learningPath } from '../learning/learning-params';
import { VideoIntro } from './video-intro';
import styles from './lesson-screen.module.css';

/**
 * A lesson (SPEC §2, §4): its video intro and content (TeX typeset), 'mark as learned', restore, and
 * 'go to practice' — the next quiz of the section or course, or the alert that none follows, then back.
 */
export function LessonScreen({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const lesson = useLesson(lessonId);
  useRecordRecentlyViewed(courseId, 'lp_lesson', lesson.data);
  const action = useLessonAction(lessonId);
  const { show, dialog } = useDialog();
  const [login, setLogin] = useState(false);
  const [finding, setFinding] = useState(false);

  const goUp = useGoUp();
  const goBack = () => goUp();

  const perform = (kind: LessonAction) =>
    action.mutate(kind, {
      onSuccess: () =>
        toast.show({
          message: t(kind === 'finish' ? 'lesson.learnedToast' : 'lesson.restoredToast'),
          tone: 'success',
        }),
      onError: (error) =>
        show({
          title: t('lesson.actionFailed'),
          text: failureMessage(error, {
            network: t('errors.network', { domain }),
            fallback: t('lesson.actionFailedText'),
          }),
          actions: [{ label: t('common.ok') }],
        }),
    });

  const run = (kind: LessonAction) => {
    if (!loggedIn) return setLogin(true);
    if (kind === 'finish') return perform(kind);
    show({
      title: t('lesson.restoreConfirm'),
      text: t('lesson.restoreConfirmText'),
      actions: [
        { label: t('common.cancel'), variant: 'secondary' },
        { label: t('lesson.restore'), onSelect: () => perform('reset') },
      ],
    });
  };

  const practise = async () => {
    setFinding(true);
    try {
      const course = await queryClient.fetchQuery(courseDetailQuery(api, courseId));
      const quiz = nextQuizAfter(course.sections ?? [], lessonId);
      if (quiz) return void navigate(learningPath(courseId, 'lp_quiz', quiz.id));
      show({
        title: t('lesson.noQuiz'),
        text: t('lesson.noQuizText'),
        actions: [{ label: t('common.back'), onSelect: goBack }],
      });
    } catch (error) {
      show({
        title: t('lesson.actionFailed'),
        text: failureMessage(error, { network: t('errors.network', { domain }), fallback: t('errors.data') }),
        actions: [{ label: t('common.ok') }],
      });
    } finally {
      setFinding(false);
    }
  };

  const data = lesson.data;
  if (!data) {
    return (
      <LearningLayout courseId={courseId}>
        {lesson.isError ? (
          <LoadFailure error={lesson.error} courseId={courseId} onRetry={() => void lesson.refetch()} />
        ) : (
          <LoadingState />
        )}
      </LearningLayout>
    );
  }

  const learned = data.results.status === 'completed';
  const busy = action.isPending ? action.variables : null;
  return (
    <LearningLayout courseId={courseId} courseName={data.assigned.course.title} title={data.name}>
      <article className={styles.lesson} aria-labelledby="lesson-content-title">
        <div className={styles.meta}>
          <h2 id="lesson-content-title" className={styles.kind}>
            {t('lesson.kind')}
          </h2>
          {data.duration ? <span>{t('lesson.duration', { duration: data.duration })}</span> : null}
          {learned ? (
            <span className={styles.learned}>
              <CheckCircleIcon size={16} />
              {t('lesson.learned')}
            </span>
          ) : null}
        </div>
        {data.video_intro ? <VideoIntro source={data.video_intro} /> : null}
        <MathHtml html={data.content} className={styles.content} />
      </article>

      <div className={styles.actions} role="group" aria-label={t('lesson.actions')}>
        {learned ? (
          <Button variant="secondary" disabled={busy !== null} onClick={() => run('reset')}>
            {busy === 'reset' ? t('lesson.working') : t('lesson.restore')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy !== null} onClick={() => run('finish')}>
            {busy === 'finish' ? t('lesson.working') : t('lesson.markLearned')}
          </Button>
        )}
        <Button disabled={finding} onClick={() => void practise()}>
          {finding ? t('lesson.findingQuiz') : t('lesson.practise')}
        </Button>
      </div>
      <CommentsSection postId={lessonId} />
      {dialog}
      <LoginPromptDialog
        open={login}
        onClose={() => setLogin(false)}
        screen={location.pathname}
        courseId={courseId}
      />
    </LearningLayout>
  );
}
