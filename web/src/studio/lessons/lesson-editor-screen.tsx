import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../lib/api';
import { ItemEditorFrame } from '../common/item-editor-frame';
import { useStudioT } from '../i18n/studio-i18n';
import { LessonForm } from './lesson-form';
import { lessonQuery } from './lesson-queries';

/**
 * One lesson (`/studio/lekce/:id`), opened from its course's curriculum: its form, the way back to the
 * curriculum, and the lesson in the app. Another author's lesson opens read-only, saying why.
 */
export function LessonEditorScreen() {
  const t = useStudioT();
  const api = useApi();
  const id = Number(useParams().lessonId);
  const lesson = useQuery({ ...lessonQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <ItemEditorFrame
      query={lesson}
      kind={t('itemType.lesson')}
      title={(data) => data.title || t('lessonEditor.untitled')}
      notFoundTitle={t('lessonEditor.notFoundTitle')}
      readOnlyNote={t('lessonEditor.readOnly')}
    >
      {(data) => <LessonForm key={data.id} lesson={data} />}
    </ItemEditorFrame>
  );
}
