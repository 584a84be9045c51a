import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { studioQuestionsApi, type BankQuestion } from '@studovna/core/contract/studio';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import { bankKeys } from './question-queries';
import styles from './question-editor.module.css';

/**
 * Deleting a question, after asking. One that learners answered, pinned or practise is archived instead:
 * the question says so before, and the server's message after.
 */
export function QuestionDelete({ question }: { question: BankQuestion }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const archives = question.learners > 0;
  if (question.archived) return null;

  const remove = async () => {
    const result = await api.call(studioQuestionsApi.deleteQuestion, { params: { id: question.id } });
    if (!result.ok) return setRefusal(failureMessage(result, t('general.saveFailed')));
    await navigate('/studio/otazky', { replace: true });
    // once the editor is gone: asking again for the question or its log would only meet a 404
    queryClient.removeQueries({ queryKey: bankKeys.one(question.id) });
    queryClient.removeQueries({ queryKey: [...bankKeys.all, 'audit', question.id] });
    void queryClient.invalidateQueries({ queryKey: [...bankKeys.all, 'list'] });
    toast.show({
      tone: result.data.data.archived ? 'info' : 'success',
      message: result.data.message,
      lasts: 'app',
    });
  };

  return (
    <section className={styles.danger} aria-labelledby="question-delete">
      <h2 id="question-delete" className={styles.sectionTitle}>
        {archives ? t('questionDelete.titleArchive') : t('questionDelete.title')}
      </h2>
      <p>
        {archives ? t('questionDelete.archiveText', { count: question.learners }) : t('questionDelete.text')}
      </p>
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
      <Button variant="danger" small onClick={() => setAsking(true)}>
        {archives ? t('questionDelete.archiveButton') : t('questionDelete.button')}
      </Button>
      <Dialog
        open={asking}
        alert
        title={archives ? t('questionDelete.confirmArchiveTitle') : t('questionDelete.confirmTitle')}
        onClose={() => setAsking(false)}
        actions={[
          { label: t('general.cancel'), variant: 'secondary' },
          {
            label: archives ? t('questionDelete.archiveButton') : t('questionDelete.button'),
            variant: 'danger',
            onSelect: () => void remove(),
          },
        ]}
      >
        <p>
          {archives
            ? t('questionDelete.archiveText', { count: question.learners })
            : t('questionDelete.text')}
        </p>
      </Dialog>
    </section>
  );
}
