import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { DialogAction } from '../../components/dialog';
import { LoginPromptDialog } from '../../components/login-prompt-dialog';
import { useDialog } from '../../components/use-dialog';
import type { PreviewIntent } from './preview-carry';
import type { PreviewAccess } from './use-preview-audience';

interface PreviewBlocksInput extends PreviewAccess {
  courseId: number;
  courseName: string;
  /** Keeps what a guest wanted to do through the login. */
  remember: (intent: PreviewIntent) => void;
}

/**
 * What the preview asks for first (SPEC §6, decision 0019), each with its alert: a guest who evaluates
 * or pins is asked to log in — the answers and the wish are kept, and the login returns to this question;
 * a learner without the course's plan who pins is told the course is in the study plan ('Chci tohle' or
 * 'Zpět'). Leaving for the course's items offers the course detail (or login).
 */
export function usePreviewBlocks(input: PreviewBlocksInput) {
  const { courseId, courseName, audience, requiredPremiums, remember } = input;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { show, dialog, open } = useDialog();
  const [login, setLogin] = useState<PreviewIntent | null>(null);

  const back: DialogAction = { label: t('common.back'), variant: 'secondary' };
  const wantIt: DialogAction = {
    label: t('plan.wantIt'),
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

  /** The plan's alert for pinning (also when a guest's pin turns out to need the plan after login). */
  const pinNeedsPlan = () =>
    show({ title: t('preview.pinRequiresPlan'), text: t('preview.inPlan', course), actions: [back, wantIt] });

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
      actions:
        audience === 'withoutPlan'
          ? [back, courseDetail('secondary'), wantIt]
          : [back, courseDetail('primary')],
    });
  };

  return {
    /** A guest's evaluation or pin: the login prompt, keeping the wish when they go to log in. */
    askLogin: (intent: PreviewIntent) => setLogin(intent),
    pinNeedsPlan,
    leave,
    open: open || login !== null,
    dialogs: (
      <>
        {dialog}
        <LoginPromptDialog
          open={login !== null}
          onClose={() => setLogin(null)}
          onLogin={() => login && remember(login)}
          screen={location.pathname}
          courseId={courseId}
        />
      </>
    ),
  };
}
