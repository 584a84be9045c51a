import type { AnswerValue } from '@studovna/core/contract';
import type { QuestionDraft } from '@studovna/core/studio';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { QuestionView } from '../../features/questions/question-view';
import { useStudioT } from '../i18n/studio-i18n';
import { checkDraftAnswer, draftAsQuestion } from './draft-as-question';
import styles from './question-editor.module.css';

/** What the answers of one draft are keyed by: a new type or new options start a fresh answer. */
function shapeOf(draft: QuestionDraft): string {
  switch (draft.type) {
    case 'single_choice':
    case 'multi_choice':
      return `${draft.type}:${draft.options.length}`;
    case 'sorting_choice':
      return `${draft.type}:${draft.ordered.length}`;
    case 'fill_in_blanks':
      return `${draft.type}:${draft.blanks.map((b) => b.id).join(',')}`;
    default:
      return draft.type;
  }
}

/**
 * The learner's own question view fed with the draft as the server would send it: answerable, and
 * „Zkontrolovat" grades the answer against the draft with core's grading.
 */
export function QuestionPreview({ draft }: { draft: QuestionDraft }) {
  const t = useStudioT();
  const question = useMemo(() => draftAsQuestion(draft), [draft]);
  const shape = shapeOf(draft);
  const [state, setState] = useState<{ shape: string; answer?: AnswerValue; checked?: boolean }>({
    shape,
  });
  const current = state.shape === shape ? state : { shape };
  // graded on every render: a draft edited after the check shows the new verdict
  const checked = current.checked ? checkDraftAnswer(draft, current.answer) : undefined;
  const check = () => setState({ ...current, checked: true });
  return (
    <section className={styles.preview} aria-labelledby="question-preview-title">
      <h2 id="question-preview-title" className={styles.sectionTitle}>
        {t('questionEditor.preview')}
      </h2>
      <p className={styles.note}>{t('questionEditor.previewNote')}</p>
      {draft.title.trim() === '' ? (
        <p className={styles.previewFrame}>{t('questionEditor.previewEmpty')}</p>
      ) : (
        <div className={styles.previewFrame}>
          <QuestionView
            question={question}
            index={0}
            answer={current.answer}
            onAnswer={(answer) => setState({ shape, answer })}
            locked={Boolean(checked)}
            checked={checked}
            headingLevel={3}
          />
          <div className={styles.previewActions}>
            {checked ? (
              <Button variant="secondary" small onClick={() => setState({ shape })}>
                {t('questionEditor.previewAgain')}
              </Button>
            ) : (
              <Button small onClick={check}>
                {t('questionEditor.previewCheck')}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
