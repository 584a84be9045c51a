import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import type { Assignment, AssignmentFile } from '@studovna/core/contract';
import { LoginPromptDialog } from '../../components/login-prompt-dialog';
import { failureMessage } from '../../lib/api/action-result';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { useAnswerAssignment, useStartAssignment } from './api/assignment-api';
import { LearningLayout } from '../learning/components/learning-layout';
import { useAnnouncer } from '../../components/live-region';
import { useDialog } from '../../components/use-dialog';
import { AnswerForm, type AnswerAction } from './answer-form';
import { AssignmentIntro } from './assignment-intro';
import { AssignmentSummary } from './assignment-summary';
import { InstructorFeedback } from './instructor-feedback';
import { useAnswerDownload } from './use-answer-download';

type Stage = 'intro' | 'answer' | 'summary';

const stageOf = (status: Assignment['results']['status']): Stage =>
  status === '' ? 'intro' : status === 'started' ? 'answer' : 'summary';

/**
 * The assignment by the state of the learner's answer: intro and start (a guest is asked to log in),
 * the answer form while started, the read-only summary once handed in. When the stage changes, focus
 * moves to its heading and the live region says what happened.
 */
export function AssignmentView({ courseId, assignment }: { courseId: number; assignment: Assignment }) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const location = useLocation();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const { announce, region } = useAnnouncer();
  const { show, dialog } = useDialog();
  const start = useStartAssignment(assignment.id);
  const answer = useAnswerAssignment(assignment.id);
  const [login, setLogin] = useState(false);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stage = stageOf(assignment.results.status);
  const firstStage = useRef(stage);

  useEffect(() => {
    if (stage !== firstStage.current) heading.current?.focus();
  }, [stage]);

  const texts = { network: t('errors.network', { domain }), fallback: t('assignment.failedText') };
  const alert = (title: string, text: string) => show({ title, text, actions: [{ label: t('common.ok') }] });
  const {
    download,
    busyId: downloadingId,
    downloadFeedback,
    feedbackBusy,
  } = useAnswerDownload((failure) => alert(t('assignment.downloadFailed'), failureMessage(failure, texts)));
  const feedbackFile = assignment.results.instructor_file ?? null;
  const feedback = (
    <InstructorFeedback
      assignment={assignment}
      downloading={feedbackBusy}
      onDownloadFile={() => {
        if (feedbackFile) void downloadFeedback(assignment.id, feedbackFile);
      }}
    />
  );

  const begin = () => {
    if (!loggedIn) return setLogin(true);
    start.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.ok) return announce(t('assignment.startedAnnounce'));
        alert(
          t('assignment.startFailed'),
          outcome.network ? texts.network : (outcome.message ?? t('assignment.startFailedText')),
        );
      },
    });
  };

  const send = async (action: AnswerAction, note: string, files: File[]): Promise<boolean> => {
    try {
      await answer.mutateAsync({ action, note, files });
    } catch (error) {
      alert(
        t(action === 'save' ? 'assignment.saveFailed' : 'assignment.submitFailed'),
        failureMessage(error, texts),
      );
      return false;
    }
    if (action === 'save') {
      setSavedAt(new Date());
      announce(t('assignment.savedAnnounce'));
    } else announce(t('assignment.submittedAnnounce'));
    return true;
  };

  const onAnswer = (action: AnswerAction, note: string, files: File[]) => {
    if (action === 'save') return send(action, note, files);
    return new Promise<boolean>((resolve) =>
      show({
        title: t('assignment.submitConfirm'),
        text: t('assignment.submitConfirmText'),
        actions: [
          { label: t('common.cancel'), variant: 'secondary', onSelect: () => resolve(false) },
          { label: t('assignment.submit'), onSelect: () => void send(action, note, files).then(resolve) },
        ],
      }),
    );
  };

  const removeSaved = async (file: AssignmentFile): Promise<boolean> => {
    try {
      await answer.mutateAsync({ action: 'save', remove: [file.id] });
    } catch (error) {
      alert(t('assignment.removeFailed'), failureMessage(error, texts));
      return false;
    }
    announce(t('assignment.files.removed', { name: file.name }));
    return true;
  };

  const removing = answer.isPending ? answer.variables.remove?.[0] : undefined;
  let body;
  if (stage === 'intro')
    body = (
      <AssignmentIntro assignment={assignment} busy={start.isPending} onStart={begin} headingRef={heading} />
    );
  else if (stage === 'answer')
    body = (
      <AnswerForm
        assignment={assignment}
        onAnswer={onAnswer}
        onRemoveSaved={removeSaved}
        removingId={removing ?? null}
        onDownload={(file) => void download(file)}
        downloadingId={downloadingId}
        busy={answer.isPending && removing === undefined ? answer.variables.action : null}
        savedAt={savedAt}
        announce={announce}
        headingRef={heading}
        feedback={feedback}
      />
    );
  else
    body = (
      <AssignmentSummary
        assignment={assignment}
        courseId={courseId}
        onDownload={(file) => void download(file)}
        downloadingId={downloadingId}
        headingRef={heading}
        feedback={feedback}
      />
    );

  return (
    <LearningLayout
      courseId={courseId}
      courseName={assignment.assigned.course.title}
      title={assignment.title}
    >
      {body}
      {region}
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
