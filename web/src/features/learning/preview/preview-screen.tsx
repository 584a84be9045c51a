import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { Question } from '@studovna/core/contract';
import { clampQuestionNumber } from '@studovna/core/domain';
import { ButtonLink } from '../../../components/button';
import { CheckCircleIcon } from '../../../components/icons';
import { LoadingState } from '../../../components/spinner';
import { StateMessage } from '../../../components/state-message';
import { LearningLayout } from '../components/learning-layout';
import { LoadFailure } from '../components/load-failure';
import { useDialog } from '../components/use-dialog';
import { learningPath } from '../learning-params';
import { usePreviewQuiz } from './preview-api';
import { PreviewRunner } from './preview-runner';
import { usePreviewAccess, type PreviewAccess } from './use-preview-audience';
import { usePreviewBlocks } from './use-preview-blocks';

/**
 * The course preview with sample tasks (SPEC §2, §4): /kurzy/{courseId}/lp_course_preview, then question
 * n at /kurzy/{courseId}/lp_course_preview/{courseId}/{n} (the synthetic quiz's id is the course id).
 * A preview without questions alerts and goes back (SPEC §8); a learner who holds the plan and is enrolled
 * is sent to the course instead.
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
  else if (access.audience === 'member')
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
  const { sectionId, questionIndex } = useParams();
  const blocks = usePreviewBlocks({ courseId, courseName, ...access });
  const pathOf = (n: number) => learningPath(courseId, 'lp_course_preview', courseId, n);
  const n = clampQuestionNumber(questionIndex ?? 1, questions.length);
  if (sectionId !== String(courseId) || questionIndex !== String(n))
    return <Navigate to={pathOf(n)} replace />;
  return (
    <LearningLayout courseId={courseId} courseName={courseName} title={t('preview.title')}>
      <PreviewRunner
        questions={questions}
        n={n}
        pathOf={pathOf}
        onEvaluate={blocks.evaluate}
        onPin={blocks.pin}
        onLeave={blocks.leave}
        dialogOpen={blocks.open}
      />
      {blocks.dialogs}
    </LearningLayout>
  );
}
