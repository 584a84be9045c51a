import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ExternalButtonLink } from '../../components/button';
import { ExternalIcon, LockIcon } from '../../components/icons';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError } from '../../lib/api';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { StudioPage } from './studio-page';
import { GuardedLink } from './unsaved-changes';
import styles from './item-editor-frame.module.css';

/** What every item of a curriculum has for its editor's frame. */
export interface EditedItem {
  course: { id: number; title: string };
  may_edit: boolean;
  /** The item in the app, when it can be opened there. */
  app_path?: string;
}

export interface ItemEditorFrameProps<T extends EditedItem> {
  query: UseQueryResult<T>;
  /** The kind of item above the title („Lekce", „Kvíz", „Úkol"). */
  kind: string;
  title: (item: T) => string;
  notFoundTitle: string;
  /** Why another author's item opens read-only. */
  readOnlyNote: string;
  children: (item: T) => ReactNode;
}

/**
 * The page of one item of a course (lesson, quiz, assignment), opened from its curriculum: loading, not
 * found or failed to load, and once loaded its title, the way back to the curriculum, the item in the app,
 * and a note when the item belongs to another author (its form then opens read-only).
 */
export function ItemEditorFrame<T extends EditedItem>(props: ItemEditorFrameProps<T>) {
  const t = useStudioT();
  const { query } = props;
  if (query.isPending && query.fetchStatus !== 'idle') return <LoadingState />;
  if (query.isError || query.isPending) {
    const status = query.error instanceof ApiRequestError ? query.error.status : 404;
    return (
      <StudioPage
        title={props.notFoundTitle}
        above={
          <GuardedLink to="/studio/kurzy" className={styles.backLink}>
            ← {t('courseList.title')}
          </GuardedLink>
        }
      >
        {status === 404 || status === 400 ? (
          <p>{t.problem({ code: 'studio.notFound' })}</p>
        ) : (
          <StudioProblem onRetry={() => void query.refetch()} />
        )}
      </StudioPage>
    );
  }
  const item = query.data;
  return (
    <StudioPage
      title={props.title(item)}
      above={
        <>
          <GuardedLink to={`/studio/kurzy/${item.course.id}/osnova`} className={styles.backLink}>
            ← {t('lessonEditor.back', { course: item.course.title })}
          </GuardedLink>
          <p className={styles.kind}>{props.kind}</p>
        </>
      }
      actions={
        item.app_path ? (
          <ExternalButtonLink
            href={item.app_path}
            newTab
            newTabLabel={t('general.newTab')}
            variant="secondary"
            small
            icon={<ExternalIcon size={18} />}
          >
            {t('lessonEditor.viewInApp')}
          </ExternalButtonLink>
        ) : undefined
      }
    >
      {item.may_edit ? null : (
        <p className={styles.readOnlyNote} role="note">
          <LockIcon size={18} />
          {props.readOnlyNote}
        </p>
      )}
      {props.children(item)}
    </StudioPage>
  );
}
