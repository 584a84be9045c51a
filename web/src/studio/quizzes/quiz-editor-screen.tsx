import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LockIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { GuardedLink } from '../common/unsaved-changes';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { QuizQuestionsEditor } from './quiz-questions-editor';
import { quizQuery } from './quiz-queries';
import { QuizSettingsForm } from './quiz-settings-form';
import styles from './quiz-editor.module.css';

/**
 * One quiz (`/studio/kvizy/:id`), opened from its course's curriculum: its settings and its questions,
 * each part saved on its own. Another author's quiz opens read-only, saying why.
 */
export function QuizEditorScreen() {
  const t = useStudioT();
  const api = useApi();
  const id = Number(useParams().quizId);
  const quiz = useQuery({ ...quizQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  if (quiz.isPending && quiz.fetchStatus !== 'idle') return <LoadingState />;
  if (quiz.isError || quiz.isPending) {
    const status = quiz.error instanceof ApiRequestError ? quiz.error.status : 404;
    return (
      <StudioPage
        title={t('quizEditor.notFoundTitle')}
        above={
          <GuardedLink to="/studio/kurzy" className={styles.backLink}>
            ← {t('courseList.title')}
          </GuardedLink>
        }
      >
        {status === 404 || status === 400 ? (
          <p>{t.problem({ code: 'studio.notFound' })}</p>
        ) : (
          <StudioProblem onRetry={() => void quiz.refetch()} />
        )}
      </StudioPage>
    );
  }
  const data = quiz.data;
  return (
    <StudioPage
      title={data.settings.title || t('quizEditor.untitled')}
      above={
        <>
          <GuardedLink to={`/studio/kurzy/${data.course.id}/osnova`} className={styles.backLink}>
            ← {t('lessonEditor.back', { course: data.course.title })}
          </GuardedLink>
          <p className={styles.kind}>{t('itemType.quiz')}</p>
        </>
      }
    >
      {data.may_edit ? null : (
        <p className={styles.readOnlyNote} role="note">
          <LockIcon size={18} />
          {t('quizEditor.readOnly')}
        </p>
      )}
      <div className={styles.layout}>
        <QuizSettingsForm key={`settings-${data.id}`} quiz={data} />
        <QuizQuestionsEditor key={`questions-${data.id}`} quiz={data} />
      </div>
    </StudioPage>
  );
}
