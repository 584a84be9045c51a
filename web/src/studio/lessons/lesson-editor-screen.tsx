import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ExternalButtonLink } from '../../components/button';
import { ExternalIcon, LockIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { GuardedLink } from '../common/unsaved-changes';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { LessonForm } from './lesson-form';
import { lessonQuery } from './lesson-queries';
import styles from './lesson-editor.module.css';

/**
 * One lesson (`/studio/lekce/:id`), opened from its course's curriculum: its form, the way back to the
 * curriculum, and the lesson in the app. Another author's lesson opens read-only, saying why.
 */
export function LessonEditorScreen() {
  const t = useStudioT();
  const api = useApi();
  const id = Number(useParams().lessonId);
  const lesson = useQuery({ ...lessonQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  if (lesson.isPending && lesson.fetchStatus !== 'idle') return <LoadingState />;
  if (lesson.isError || lesson.isPending) {
    const status = lesson.error instanceof ApiRequestError ? lesson.error.status : 404;
    return (
      <StudioPage
        title={t('lessonEditor.notFoundTitle')}
        above={
          <GuardedLink to="/studio/kurzy" className={styles.backLink}>
            ← {t('courseList.title')}
          </GuardedLink>
        }
      >
        {status === 404 || status === 400 ? (
          <p>{t.problem({ code: 'studio.notFound' })}</p>
        ) : (
          <StudioProblem onRetry={() => void lesson.refetch()} />
        )}
      </StudioPage>
    );
  }
  const data = lesson.data;
  return (
    <StudioPage
      title={data.title || t('lessonEditor.untitled')}
      above={
        <>
          <GuardedLink to={`/studio/kurzy/${data.course.id}/osnova`} className={styles.backLink}>
            ← {t('lessonEditor.back', { course: data.course.title })}
          </GuardedLink>
          <p className={styles.kind}>{t('itemType.lesson')}</p>
        </>
      }
      actions={
        <ExternalButtonLink
          href={data.app_path}
          newTab
          newTabLabel={t('general.newTab')}
          variant="secondary"
          small
          icon={<ExternalIcon size={18} />}
        >
          {t('lessonEditor.viewInApp')}
        </ExternalButtonLink>
      }
    >
      {data.may_edit ? null : (
        <p className={styles.readOnlyNote} role="note">
          <LockIcon size={18} />
          {t('lessonEditor.readOnly')}
        </p>
      )}
      <LessonForm key={data.id} lesson={data} />
    </StudioPage>
  );
}
