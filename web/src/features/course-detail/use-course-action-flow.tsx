import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../components/dialog';
import { LoginPromptDialog } from '../../components/login-prompt-dialog';
import { useToast } from '../../components/toast-context';
import { failureMessage } from '../../lib/api/action-result';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { useCourseAction, type CourseAction } from './api/course-actions';
import { keepEnrolWish } from './enrol-after-login';

type Pending =
  | { kind: 'confirm'; action: 'finish' | 'retake' }
  | { kind: 'failed'; message: string }
  | { kind: 'login'; action: CourseAction };

/**
 * Enrol, finish and retake with what SPEC §4, §5, §8 ask around them: guests are asked to log in
 * (Cancel or Login, back to the course — a wish to enrol is kept and done there), finishing asks 'Opravdu chceš ukončit tento kurz?',
 * a non-success answer shows the server's message, success a short toast.
 */
export function useCourseActionFlow(courseId: number) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const toast = useToast();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const mutation = useCourseAction(courseId);
  const [pending, setPending] = useState<Pending | null>(null);

  const perform = (action: CourseAction) =>
    mutation.mutate(action, {
      onSuccess: () => toast.show({ message: t(`courseDetail.done.${action}`), tone: 'success' }),
      onError: (error) =>
        setPending({
          kind: 'failed',
          message: failureMessage(error, {
            network: t('errors.network', { domain }),
            fallback:
              action === 'retake' ? t('courseDetail.retakeFailed') : t('courseDetail.actionFailedText'),
          }),
        }),
    });

  const run = (action: CourseAction) => {
    if (!loggedIn) setPending({ kind: 'login', action });
    else if (action === 'enroll') perform(action);
    else setPending({ kind: 'confirm', action });
  };

  const close = () => setPending(null);
  const dialogs = (
    <>
      <LoginPromptDialog
        open={pending?.kind === 'login'}
        onClose={close}
        onLogin={() => pending?.kind === 'login' && pending.action === 'enroll' && keepEnrolWish(courseId)}
        courseId={courseId}
      />
      <Dialog
        open={pending?.kind === 'confirm'}
        alert
        title={
          pending?.kind === 'confirm' && pending.action === 'retake'
            ? t('courseDetail.retakeConfirm')
            : t('courseDetail.finishConfirm')
        }
        onClose={close}
        actions={[
          { label: t('common.cancel'), variant: 'secondary' },
          pending?.kind === 'confirm' && pending.action === 'retake'
            ? { label: t('courseDetail.retake'), onSelect: () => perform('retake') }
            : { label: t('courseDetail.finish'), onSelect: () => perform('finish') },
        ]}
      >
        {pending?.kind === 'confirm' && pending.action === 'retake'
          ? t('courseDetail.retakeConfirmText')
          : null}
      </Dialog>
      <Dialog
        open={pending?.kind === 'failed'}
        alert
        title={t('courseDetail.actionFailed')}
        onClose={close}
        actions={[{ label: t('common.ok') }]}
      >
        {pending?.kind === 'failed' ? pending.message : null}
      </Dialog>
    </>
  );

  return { run, dialogs, busy: mutation.isPending ? mutation.variables : null };
}
