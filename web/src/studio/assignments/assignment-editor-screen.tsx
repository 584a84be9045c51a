import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../lib/api';
import { ItemEditorFrame } from '../common/item-editor-frame';
import { useStudioT } from '../i18n/studio-i18n';
import { AssignmentForm } from './assignment-form';
import { assignmentQuery } from './assignment-queries';

/**
 * One assignment (`/studio/ukoly/:id`), opened from its course's curriculum: its form, the way back to the
 * curriculum, and the assignment in the app. Another author's assignment opens read-only, saying why.
 */
export function AssignmentEditorScreen() {
  const t = useStudioT();
  const api = useApi();
  const id = Number(useParams().assignmentId);
  const assignment = useQuery({ ...assignmentQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <ItemEditorFrame
      query={assignment}
      kind={t('itemType.assignment')}
      title={(data) => data.title || t('assignmentEditor.untitled')}
      notFoundTitle={t('assignmentEditor.notFoundTitle')}
      readOnlyNote={t('assignmentEditor.readOnly')}
    >
      {(data) => <AssignmentForm key={data.id} assignment={data} />}
    </ItemEditorFrame>
  );
}
