import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { DialogAction } from '../../../components/dialog';
import { LoginPromptDialog } from '../../../components/login-prompt-dialog';
import { useDialog } from '../components/use-dialog';
import type { PreviewAccess } from './use-preview-audience';

interface PreviewBlocksInput extends PreviewAccess {
  courseId: number;
  courseName: string;
}

/**
 * What the preview does not allow (SPEC §4 preview mode, §6), each with its alert: evaluating and pinning
 * ask a guest to log in (back to this question) and tell a learner without the plan that the course is in
 * the study plan ('Chci to' or 'Zpět'); leaving for the course's items offers the course detail or login.
 */
export function usePreviewBlocks({ courseId, courseName, audience, requiredPremiums }: PreviewBlocksInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { show, dialog, open } = useDialog();
  const [login, setLogin] = useState(false);

  const back: DialogAction = { label: t('common.back'), variant: 'secondary' };
  const wantIt: DialogAction = {
    label: t('preview.wantIt'),
    onSelect: () => void navigate('/studijni-plany', { state: { requiredPremiums } }),
  };
  const courseDetail = (variant: DialogAction['variant']): DialogAction => ({
    label: t('preview.courseDetail'),
    variant,
    onSelect: () => void navigate(`/kurzy/${courseId}`),
  });
  const logIn: DialogAction = {
    label: t('session.login'),
    onSelect: () =>
      void navigate('/prihlaseni', {
        state: { message: t('auth.required', { ns: 'shared' }), screen: location.pathname, courseId },
      }),
  };
  const course = { course: courseName };

  const blocked = (action: 'evaluate' | 'pin') => {
    if (audience === 'guest') return setLogin(true);
    if (audience === 'withoutPlan')
      return show({
        title:
          action === 'evaluate'
            ? t('quiz.evaluationRequiresPlan', { ns: 'shared' })
            : t('preview.pinRequiresPlan'),
        text: t('preview.inPlan', course),
        actions: [back, wantIt],
      });
    show({
      title: action === 'evaluate' ? t('preview.evaluateInCourse') : t('preview.pinInCourse'),
      text: t('preview.enrolText', course),
      actions: [back, courseDetail('primary')],
    });
  };

  const leave = () => {
    if (audience === 'guest')
      return show({
        title: t('preview.end.title'),
        text: t('preview.end.guest', course),
        actions: [back, courseDetail('secondary'), logIn],
      });
    show({
      title: audience === 'withoutPlan' ? t('course.requiresPlan', { ns: 'shared' }) : t('preview.end.title'),
      text: t(audience === 'withoutPlan' ? 'preview.inPlan' : 'preview.enrolText', course),
      actions: [back, courseDetail('primary')],
    });
  };

  return {
    evaluate: () => blocked('evaluate'),
    pin: () => blocked('pin'),
    leave,
    open: open || login,
    dialogs: (
      <>
        {dialog}
        <LoginPromptDialog
          open={login}
          onClose={() => setLogin(false)}
          screen={location.pathname}
          courseId={courseId}
        />
      </>
    ),
  };
}
