import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { studioQuestionsApi, type BankQuestion } from '@studovna/core/contract/studio';
import type { QuestionDraft } from '@studovna/core/studio';
import { LoadingState } from '../../components/spinner';
import { useToast } from '../../components/toast-context';
import { ApiRequestError, useApi } from '../../lib/api';
import { StudioPage } from '../common/studio-page';
import { GuardedLink } from '../common/unsaved-changes';
import { useStudioT } from '../i18n/studio-i18n';
import { StudioProblem } from '../shell/studio-problem';
import { QuestionAside } from './question-aside';
import { QuestionAudit } from './question-audit';
import { QuestionDelete } from './question-delete';
import { emptyDraft } from './question-draft-edits';
import { QuestionForm, type SaveOutcome } from './question-form';
import { QuestionPreview } from './question-preview';
import { bankKeys, bankQuestionQuery } from './question-queries';
import styles from './question-editor.module.css';

/** `/studio/otazky/nova` (`?kviz=` puts it at the end of that quiz) and `/studio/otazky/:id`. */
export function QuestionEditorScreen() {
  const t = useStudioT();
  const api = useApi();
  const { questionId } = useParams();
  const id = Number(questionId);
  const isNew = questionId === 'nova';
  const question = useQuery({ ...bankQuestionQuery(api, id), enabled: !isNew && Number.isInteger(id) });

  const back = (
    <GuardedLink to="/studio/otazky" className={styles.backLink}>
      {t('questionEditor.back')}
    </GuardedLink>
  );
  if (isNew) return <QuestionEditor question={null} back={back} />;
  if (question.isPending) return <LoadingState />;
  if (question.isError) {
    const notFound = question.error instanceof ApiRequestError && question.error.status === 404;
    return (
      <StudioPage
        title={notFound ? t('questionEditor.notFound') : t('questionEditor.titleEdit')}
        above={back}
      >
        <StudioProblem
          message={question.error instanceof ApiRequestError ? question.error.message : undefined}
          onRetry={() => void question.refetch()}
        />
      </StudioPage>
    );
  }
  return <QuestionEditor key={question.data.id} question={question.data} back={back} />;
}

function QuestionEditor({ question, back }: { question: BankQuestion | null; back: ReactNode }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const quiz = Number(params.get('kviz')) || undefined;
  const [draft, setDraft] = useState<QuestionDraft>(() => question?.draft ?? emptyDraft());
  const mayEdit = question?.may_edit ?? true;

  const save = async (next: QuestionDraft): Promise<SaveOutcome> => {
    // the rule's type reads answers as read-only lists; the wire's as plain ones
    const body = next as BankQuestion['draft'];
    const result = question
      ? await api.call(studioQuestionsApi.updateQuestion, { params: { id: question.id }, body })
      : await api.call(studioQuestionsApi.createQuestion, { query: { quiz }, body });
    if (!result.ok) return result;
    const saved = result.data.data;
    queryClient.setQueryData(bankKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: [...bankKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...bankKeys.all, 'audit', saved.id] });
    toast.show({ tone: 'success', message: result.data.message, lasts: 'app' });
    if (!question) await navigate(`/studio/otazky/${saved.id}`, { replace: true });
    setDraft(saved.draft);
    return { ok: true, draft: saved.draft };
  };

  return (
    <StudioPage title={question ? t('questionEditor.titleEdit') : t('questionEditor.titleNew')} above={back}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <QuestionForm
            initial={question?.draft ?? null}
            draft={draft}
            onDraft={setDraft}
            mayEdit={mayEdit}
            onSave={save}
          />
        </div>
        <div className={styles.side}>
          {question ? <QuestionAside question={question} /> : null}
          <QuestionPreview draft={draft} />
        </div>
      </div>
      {question ? (
        <>
          <QuestionAudit id={question.id} />
          {mayEdit ? <QuestionDelete question={question} /> : null}
        </>
      ) : null}
    </StudioPage>
  );
}
