import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { LearnerAccount } from './learner-account';
import { LearnerAttempts, LearnerCourses, LearnerOrders } from './learner-activity';
import { LearnerAttemptReview } from './learner-attempt-review';
import { LearnerHistory } from './learner-history';
import { LearnerPlans } from './learner-plans';
import { learnerQuery } from './learner-queries';
import styles from './learners.module.css';

/**
 * A learner's page for the team (decision 0027): plans with their changes, courses and progress,
 * attempts (opened in the learner's own review, `?pokus=…&otazka=…`), orders read only, the account, and
 * the history of the team's changes.
 */
export function LearnerScreen() {
  const t = useStudioT();
  const id = Number(useParams().learnerId);
  const learner = useQuery({ ...learnerQuery(useApi(), id), enabled: Number.isInteger(id) && id > 0 });
  const [params, setParams] = useSearchParams();
  const attemptId = Number(params.get('pokus')) || 0;
  const n = Number(params.get('otazka')) || 1;
  const review = (attempt: number, question: number) =>
    setParams(attempt ? { pokus: String(attempt), otazka: String(question) } : {}, { replace: true });
  const move = useCallback(
    (to: number) => setParams({ pokus: String(attemptId), otazka: String(to) }, { replace: true }),
    [setParams, attemptId],
  );
  const back = (
    <Link to="/studio/studujici" className={styles.back}>
      <ArrowLeftIcon size={16} />
      {t('learner.back')}
    </Link>
  );
  if (learner.isError) {
    const known = learner.error instanceof ApiRequestError && learner.error.status === 404;
    return (
      <StudioPage title={t('learners.title')} above={back}>
        {known ? <p>{learner.error.message}</p> : <StudioProblem onRetry={() => void learner.refetch()} />}
      </StudioPage>
    );
  }
  if (learner.isPending)
    return (
      <StudioPage title={t('learners.title')} above={back}>
        <LoadingState />
      </StudioPage>
    );
  const data = learner.data;
  const opened = data.attempts.find((attempt) => attempt.id === attemptId);
  return (
    <StudioPage title={data.name} above={back}>
      <div className={styles.layout}>
        <div className={styles.column}>
          <LearnerPlans learner={data} />
          <LearnerCourses learner={data} />
          <LearnerAttempts attempts={data.attempts} onOpen={(attempt) => review(attempt.id, 1)} />
          <LearnerOrders learner={data} />
        </div>
        <div className={styles.column}>
          <LearnerAccount learner={data} />
          <LearnerHistory entries={data.history} />
        </div>
      </div>
      {attemptId ? (
        <LearnerAttemptReview
          learnerId={data.id}
          learnerName={data.name}
          attemptId={attemptId}
          quizName={opened?.quiz.title ?? ''}
          n={n}
          onMove={move}
          onClose={() => review(0, 0)}
        />
      ) : null}
    </StudioPage>
  );
}
