import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/button';
import { UserIcon } from '../../components/icons';
import { LoginPromptDialog } from '../../components/login-prompt-dialog';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { ApiRequestError } from '../../lib/api';
import { useAssignment } from './api/assignment-api';
import { useUserId } from '../../lib/store';
import { LearningLayout } from '../learning/components/learning-layout';
import { LoadFailure } from '../learning/components/load-failure';
import { AssignmentView } from './assignment-view';

/** A guest is asked to log in; the login returns here. */
function GuestAssignment({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [prompt, setPrompt] = useState(true);
  const message = t('auth.required', { ns: 'shared' });
  return (
    <LearningLayout courseId={courseId}>
      <StateMessage icon={<UserIcon size={28} />} tone="info" title={message} text={t('assignment.guest')}>
        <ButtonLink to="/prihlaseni" state={{ message, courseId, screen: location.pathname }}>
          {t('session.login')}
        </ButtonLink>
      </StateMessage>
      <LoginPromptDialog
        open={prompt}
        onClose={() => setPrompt(false)}
        screen={location.pathname}
        courseId={courseId}
      />
    </LearningLayout>
  );
}

/**
 * An assignment (SPEC §2, §4, §5) by the state of the learner's answer; a guest sees a preview one and
 * is asked to log in for any other (the server's 401). An unknown one goes to the 404 screen, a 403 to
 * the denied screen, as for lessons.
 */
export function AssignmentScreen({ courseId, assignmentId }: { courseId: number; assignmentId: number }) {
  const userId = useUserId();
  const assignment = useAssignment(assignmentId);
  if (userId === null && assignment.error instanceof ApiRequestError && assignment.error.status === 401)
    return <GuestAssignment courseId={courseId} />;
  // only the server's current answer is shown: a copy from before may be of another stage
  if (!assignment.data || !assignment.isFetchedAfterMount || assignment.isError) {
    return (
      <LearningLayout courseId={courseId}>
        {assignment.isError ? (
          <LoadFailure
            error={assignment.error}
            courseId={courseId}
            onRetry={() => void assignment.refetch()}
          />
        ) : (
          <LoadingState />
        )}
      </LearningLayout>
    );
  }
  return <AssignmentView courseId={courseId} assignment={assignment.data} />;
}
