import { useQuery } from '@tanstack/react-query';
import { useParams, useRoutes } from 'react-router';
import type { StudioCourse } from '@studovna/core/contract/studio';
import type { StudioRole } from '@studovna/core/studio';
import { LockIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { courseQuery } from '../api/studio-queries';
import { StudioPage } from '../common/studio-page';
import { GuardedLink, GuardedNavLink } from '../common/unsaved-changes';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { CourseAudit } from './course-audit';
import { CourseFieldsForm } from './course-fields-form';
import { CourseImage } from './course-image';
import { ExportPackageButton } from './export-package-button';
import { CurriculumEditor } from './curriculum-editor';
import { StatusBadge } from './status-badge';
import { ViewAs } from './view-as';
import styles from './course-editor.module.css';

/**
 * One course: its fields (`/studio/kurzy/:id`), its curriculum (`…/osnova`) and its history of changes
 * (`…/historie`). Another author's course opens read-only, saying why.
 */
export function CourseEditorScreen({ role }: { role: StudioRole }) {
  const t = useStudioT();
  const api = useApi();
  const id = Number(useParams().courseId);
  const course = useQuery({ ...courseQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  const back = (
    <GuardedLink to="/studio/kurzy" className={styles.backLink}>
      ← {t('courseList.title')}
    </GuardedLink>
  );
  if (course.isPending && course.fetchStatus !== 'idle') return <LoadingState />;
  if (course.isError || course.isPending) {
    const status = course.error instanceof ApiRequestError ? course.error.status : 404;
    return (
      <StudioPage title={t('courseEditor.notFoundTitle')} above={back}>
        {status === 404 || status === 400 ? (
          <p>{t.problem({ code: 'studio.notFound' })}</p>
        ) : (
          <StudioProblem onRetry={() => void course.refetch()} />
        )}
      </StudioPage>
    );
  }
  const data = course.data;
  const base = `/studio/kurzy/${data.id}`;
  const tab = (active: boolean) => `${styles.tab} ${active ? styles.tabActive : ''}`;
  return (
    <StudioPage
      title={data.title}
      actions={data.may_edit ? <ExportPackageButton course={data} /> : null}
      above={
        <>
          {back}
          <div className={styles.meta}>
            <StatusBadge status={data.status} publishedAt={data.published_at} />
            <span>{t('courseEditor.author', { name: data.author.name })}</span>
          </div>
        </>
      }
    >
      {data.may_edit ? null : (
        <p className={styles.readOnlyNote} role="note">
          <LockIcon size={18} />
          {t.problem({ code: 'studio.notYours' })}
        </p>
      )}
      <nav aria-label={t('courseEditor.parts')} className={styles.tabs}>
        <GuardedNavLink to={base} end className={tab}>
          {t('courseEditor.fields')}
        </GuardedNavLink>
        <GuardedNavLink to={`${base}/osnova`} className={tab}>
          {t('courseEditor.curriculum')}
        </GuardedNavLink>
        <GuardedNavLink to={`${base}/historie`} className={tab}>
          {t('courseEditor.audit')}
        </GuardedNavLink>
      </nav>
      <CoursePart course={data} role={role} />
    </StudioPage>
  );
}

/** The part of the course the address names: its fields (with image and previews), curriculum or history. */
function CoursePart({ course, role }: { course: StudioCourse; role: StudioRole }) {
  const t = useStudioT();
  return useRoutes([
    {
      index: true,
      element: (
        <div className={styles.layout}>
          <CourseFieldsForm key={course.id} course={course} role={role} />
          <aside className={styles.aside} aria-label={t('courseEditor.aside')}>
            <CourseImage course={course} />
            <ViewAs course={course} />
          </aside>
        </div>
      ),
    },
    { path: 'osnova', element: <CurriculumEditor key={course.id} course={course} /> },
    { path: 'historie', element: <CourseAudit course={course} /> },
  ]);
}
