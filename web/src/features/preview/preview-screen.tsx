import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { Question } from '@studovna/core/contract';
import { clampQuestionNumber } from '@studovna/core/domain';
import { Button, ButtonLink } from '../../components/button';
import { CheckCircleIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { LearningLayout } from '../learning/components/learning-layout';
import { LoadFailure } from '../learning/components/load-failure';
import { useDialog } from '../../components/use-dialog';
import { learningPath } from '../learning/learning-params';
import { usePreviewQuiz } from './preview-api';
import { PreviewRunner } from './preview-runner';
import { usePreviewAccess, type PreviewAccess } from './use-preview-audience';
import { hasPreviewCarry } from './preview-carry';
import { usePreviewBlocks } from './use-preview-blocks';
import { usePreviewSession } from './use-preview-session';

/**
 * The course preview with sample tasks (SPEC §2, §4): /kurzy/{courseId}/lp_course_preview, then question
 * n at /kurzy/{courseId}/lp_course_preview/{courseId}/{n} (the synthetic quiz's id is the course id).
 * A preview without questions alerts and goes back (SPEC §8); a learner who holds the plan and is enrolled
 * is sent to the course instead — unless they come back to answers of their own (from before a login).
 */
export function PreviewScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const preview = usePreviewQuiz(courseId);
  const access = usePreviewAccess(courseId);
  const quiz = preview.data;

  let body;
  if (preview.isError)
    body = <LoadFailure error={preview.error} courseId={courseId} onRetry={() => void preview.refetch()} />;
  else if (!quiz || !access) body = <LoadingState />;
  else if (quiz.questions.length === 0) body = <EmptyPreview />;
  else if (access.audience === 'member' && !hasPreviewCarry(courseId))
    body = (
      <StateMessage
        icon={<CheckCircleIcon size={32} />}
        tone="info"
        title={t('preview.member.title')}
        text={t('preview.member.text')}
      >
        <ButtonLink to={`/kurzy/${courseId}`}>{t('preview.goToCourse')}</ButtonLink>
      </StateMessage>
    );
  else
    return (
      <PreviewQuestions
        courseId={courseId}
        courseName={quiz.assigned.course.title}
        questions={quiz.questions}
        access={access}
      />
    );

  return (
    <LearningLayout courseId={courseId} courseName={quiz?.assigned.course.title} title={t('preview.title')}>
      {body}
    </LearningLayout>
  );
}

/** SPEC §8 preview without questions: the alert, then back where the learner came from (or the list). */
function EmptyPreview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { show, dialog } = useDialog();
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/kurzy', { replace: true });
  };
  const alert = useEffectEvent(() =>
    show({
      title: t('preview.empty.title'),
      text: t('preview.empty.text'),
      actions: [{ label: t('common.back'), onSelect: goBack }],
    }),
  );
  useEffect(() => alert(), []);
  return dialog;
}

interface PreviewQuestionsProps {
  courseId: number;
  courseName: string;
  questions: Question[];
  access: PreviewAccess;
}

function PreviewQuestions({ courseId, courseName, questions, access }: PreviewQuestionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sectionId, questionIndex } = useParams();
  const session = usePreviewSession(courseId, access.audience);
  const blocks = usePreviewBlocks({ courseId, courseName, ...access, remember: session.remember });
  const pathOf = (n: number) => learningPath(courseId, 'lp_course_preview', courseId, n);

  // a guest's pin kept through the login, in a course whose plan they lack: the plan's alert instead
  const pinRefused = useEffectEvent(() => {
    blocks.pinNeedsPlan();
    session.pinned();
  });
  const refusePin = session.pinOnArrival !== null && access.audience === 'withoutPlan';
  useEffect(() => {
    if (refusePin) pinRefused();
  }, [refusePin]);

  const n = clampQuestionNumber(questionIndex ?? 1, questions.length);
  if (sectionId !== String(courseId) || questionIndex !== String(n))
    return <Navigate to={pathOf(n)} replace />;
  const offer =
    access.audience === 'withoutPlan' ? (
      <Button
        onClick={() =>
          void navigate('/studijni-plany', { state: { requiredPremiums: access.requiredPremiums } })
        }
      >
        {t('plan.wantIt')}
      </Button>
    ) : (
      <ButtonLink to={`/kurzy/${courseId}`}>
        {t(access.audience === 'member' ? 'preview.goToCourse' : 'preview.courseDetail')}
      </ButtonLink>
    );
  return (
    <LearningLayout courseId={courseId} courseName={courseName} title={t('preview.title')}>
      <PreviewRunner
        questions={questions}
        n={n}
        pathOf={pathOf}
        audience={access.audience}
        session={session}
        onAskLogin={blocks.askLogin}
        onPinNeedsPlan={blocks.pinNeedsPlan}
        onLeave={blocks.leave}
        offer={offer}
        dialogOpen={blocks.open}
      />
      {blocks.dialogs}
    </LearningLayout>
  );
}
