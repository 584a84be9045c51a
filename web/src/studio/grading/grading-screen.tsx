import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { GradingAnswer } from '@studovna/core/contract/studio';
import { ExternalButtonLink } from '../../components/button';
import { ExternalIcon } from '../../components/icons';
import { MathHtml } from '../../components/math-html';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { StudioPage } from '../common/studio-page';
import { GuardedLink } from '../common/unsaved-changes';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { GradingFiles, useGradingDownload } from './grading-files';
import { GradingForm } from './grading-form';
import { answerQuery } from './grading-queries';
import { pointsIn } from './grading-table';
import styles from './grading.module.css';

/**
 * One handed-in answer (`/studio/hodnoceni/:id`): who handed in what and when (and whether the time ran
 * out), the answer's text and files, the task, and the grading form.
 */
export function GradingScreen() {
  const t = useStudioT();
  const api = useApi();
  const id = Number(useParams().answerId);
  const answer = useQuery({ ...answerQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  const back = (
    <GuardedLink to="/studio/hodnoceni" className={styles.backLink}>
      ← {t('gradingScreen.back')}
    </GuardedLink>
  );
  if (answer.isPending && answer.fetchStatus !== 'idle') return <LoadingState />;
  if (answer.isError || answer.isPending) {
    const error = answer.error instanceof ApiRequestError ? answer.error : null;
    const known = error && [400, 403, 404].includes(error.status);
    return (
      <StudioPage title={t('gradingScreen.notFoundTitle')} above={back}>
        {known ? <p>{error.message}</p> : <StudioProblem onRetry={() => void answer.refetch()} />}
      </StudioPage>
    );
  }
  const data = answer.data;
  return (
    <StudioPage
      title={`${data.learner.name}: ${data.assignment.title}`}
      above={back}
      actions={
        <ExternalButtonLink
          href={data.app_path}
          newTab
          newTabLabel={t('general.newTab')}
          variant="secondary"
          small
          icon={<ExternalIcon size={18} />}
        >
          {t('gradingScreen.viewInApp')}
        </ExternalButtonLink>
      }
    >
      <div className={styles.layout}>
        <div className={styles.column}>
          <Facts answer={data} />
          <Answer answer={data} />
          <section className={styles.card} aria-labelledby="grading-task">
            <h2 id="grading-task">{t('gradingScreen.task')}</h2>
            <MathHtml html={data.assignment.content} />
          </section>
        </div>
        <GradingForm key={data.revision} answer={data} onReload={() => void answer.refetch()} />
      </div>
    </StudioPage>
  );
}

function Facts({ answer }: { answer: GradingAnswer }) {
  const t = useStudioT();
  const at = (iso: string) => formatDateTime(iso, t.language);
  return (
    <section className={styles.card} aria-labelledby="grading-facts">
      <h2 id="grading-facts">{t('gradingScreen.facts')}</h2>
      <dl className={styles.facts}>
        <dt>{t('gradingScreen.learner')}</dt>
        <dd>{answer.learner.name}</dd>
        <dt>{t('gradingScreen.course')}</dt>
        <dd>{answer.course.title}</dd>
        <dt>{t('gradingScreen.state')}</dt>
        <dd>{t(`grading.state.${answer.state}`)}</dd>
        <dt>{t('gradingScreen.submitted')}</dt>
        <dd>
          {answer.submitted_at ? at(answer.submitted_at) : t('gradingScreen.notSubmitted')}
          {answer.submitted_at ? (
            <span className={styles.note}>
              {answer.at_deadline ? t('gradingScreen.atDeadline') : t('gradingScreen.inTime')}
            </span>
          ) : null}
        </dd>
        <dt>{t('gradingScreen.deadline')}</dt>
        <dd>{answer.deadline ? at(answer.deadline) : t('gradingScreen.noDeadline')}</dd>
        {answer.returns > 0 ? (
          <>
            <dt>{t('gradingScreen.returns')}</dt>
            <dd>{t('grading.returns', { count: answer.returns })}</dd>
          </>
        ) : null}
        {answer.mark !== null && answer.graduation ? (
          <>
            <dt>{t('gradingScreen.result')}</dt>
            <dd>
              {t('grading.markOf', {
                mark: pointsIn(answer.mark, t.language),
                max: pointsIn(answer.highest_mark, t.language),
              })}
              , {t(answer.graduation === 'passed' ? 'grading.passed' : 'grading.failed')}
            </dd>
          </>
        ) : null}
        {answer.evaluated_at ? (
          <>
            <dt>{t('gradingScreen.evaluatedAt')}</dt>
            <dd>{at(answer.evaluated_at)}</dd>
          </>
        ) : null}
        {answer.graded_by ? (
          <>
            <dt>{t('gradingScreen.gradedBy')}</dt>
            <dd>{answer.graded_by.name}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Answer({ answer }: { answer: GradingAnswer }) {
  const t = useStudioT();
  const [failure, setFailure] = useState<string | null>(null);
  const { download, busy } = useGradingDownload(answer.id, setFailure);
  return (
    <section className={styles.card} aria-labelledby="grading-answer">
      <h2 id="grading-answer">{t('gradingScreen.answer')}</h2>
      <h3>{t('gradingScreen.note')}</h3>
      {answer.note.trim() ? (
        <p className={styles.answerText}>{answer.note}</p>
      ) : (
        <p className={styles.muted}>{t('gradingScreen.noNote')}</p>
      )}
      <h3>{t('gradingScreen.files')}</h3>
      {answer.files.length > 0 ? (
        <GradingFiles
          files={answer.files}
          label={t('gradingScreen.files')}
          busy={busy}
          onDownload={(file) => void download(file)}
        />
      ) : (
        <p className={styles.muted}>{t('gradingScreen.noFiles')}</p>
      )}
      {answer.feedback_file ? <h3>{t('gradingForm.keptFile')}</h3> : null}
      {answer.feedback_file ? (
        <GradingFiles
          files={[answer.feedback_file]}
          label={t('gradingForm.keptFile')}
          busy={busy}
          onDownload={(file) => void download(file, true)}
        />
      ) : null}
      {failure ? (
        <p className={styles.refusal} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
