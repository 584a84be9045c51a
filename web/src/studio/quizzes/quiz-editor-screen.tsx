import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../lib/api';
import { ItemEditorFrame } from '../common/item-editor-frame';
import { useStudioT } from '../i18n/studio-i18n';
import { QuizQuestionsEditor } from './quiz-questions-editor';
import { QuizPartsNote } from './quiz-parts-note';
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
  return (
    <ItemEditorFrame
      query={quiz}
      kind={t('itemType.quiz')}
      title={(data) => data.settings.title || t('quizEditor.untitled')}
      notFoundTitle={t('quizEditor.notFoundTitle')}
      readOnlyNote={t('quizEditor.readOnly')}
    >
      {(data) => (
        <div className={styles.layout}>
          <QuizPartsNote quiz={data} />
          <QuizSettingsForm key={`settings-${data.id}`} quiz={data} />
          <QuizQuestionsEditor key={`questions-${data.id}`} quiz={data} />
        </div>
      )}
    </ItemEditorFrame>
  );
}
