import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Assignment, AssignmentFile } from '@studovna/core/contract';
import { Button } from '../../components/button';
import { MathHtml } from '../../components/math-html';
import fieldStyles from '../../components/form-field.module.css';
import { AnswerFiles } from './answer-files';
import { assignmentDeadline, useAssignmentTexts } from './assignment-texts';
import { DEFAULT_MAX_FILE_BYTES, fileLimit } from './upload-rules';
import styles from './assignment.module.css';

export type AnswerAction = 'save' | 'submit';

interface AnswerFormProps {
  assignment: Assignment;
  /** Sends the answer; resolves true when the server took it. */
  onAnswer: (action: AnswerAction, note: string, files: File[]) => Promise<boolean>;
  onRemoveSaved: (file: AssignmentFile) => Promise<boolean>;
  removingId: number | null;
  onDownload: (file: AssignmentFile) => void;
  downloadingId: number | null;
  /** The action on its way to the server, if any. */
  busy: AnswerAction | null;
  savedAt: Date | null;
  announce: (text: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The instructor's feedback on an answer sent back for another try. */
  feedback?: ReactNode;
}

/**
 * A started assignment (SPEC §2): the task, the answer text, the files (saved and new), Save (stays
 * editable) and Submit (hands it in; the confirmation is the caller's).
 */
export function AnswerForm({
  assignment,
  onAnswer,
  onRemoveSaved,
  removingId,
  onDownload,
  downloadingId,
  busy,
  savedAt,
  announce,
  headingRef,
  feedback,
}: AnswerFormProps) {
  const { t } = useTranslation();
  const texts = useAssignmentTexts();
  const noteId = useId();
  const [note, setNote] = useState(assignment.results.note);
  const [pending, setPending] = useState<File[]>([]);
  // 'Uloženo v …' only while nothing changed since
  const [changed, setChanged] = useState(false);
  const limit = fileLimit(assignment.files_amount);
  const deadline = assignmentDeadline(assignment);
  const working = busy !== null || removingId !== null;

  const send = async (action: AnswerAction) => {
    if (!(await onAnswer(action, note, pending))) return;
    setPending([]);
    setChanged(false);
  };

  return (
    <section className={styles.card} aria-labelledby="assignment-form-title">
      <h2 id="assignment-form-title" ref={headingRef} tabIndex={-1}>
        {t('assignment.form.title')}
      </h2>
      {deadline ? (
        <p className={styles.deadline}>{t('assignment.form.deadline', { date: texts.dateTime(deadline) })}</p>
      ) : null}
      {feedback}
      {assignment.content ? (
        <div className={styles.task}>
          <h3 className="visually-hidden">{t('assignment.form.task')}</h3>
          <MathHtml html={assignment.content} className={styles.prose} />
        </div>
      ) : null}
      <div className={fieldStyles.field}>
        <label htmlFor={noteId} className={styles.label}>
          {t('assignment.note.label')}
        </label>
        <textarea
          id={noteId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          value={note}
          maxLength={10000}
          aria-describedby={`${noteId}-hint`}
          onChange={(event) => {
            setNote(event.target.value);
            setChanged(true);
          }}
        />
        <p id={`${noteId}-hint`} className={fieldStyles.hint}>
          {t('assignment.note.hint')}
        </p>
      </div>
      {limit > 0 ? (
        <AnswerFiles
          limit={limit}
          maxBytes={assignment.max_file_size ?? DEFAULT_MAX_FILE_BYTES}
          saved={assignment.results.answer_files}
          pending={pending}
          onPendingChange={(files) => {
            setPending(files);
            setChanged(true);
          }}
          onRemoveSaved={onRemoveSaved}
          removingId={removingId}
          onDownload={onDownload}
          downloadingId={downloadingId}
          disabled={working}
          announce={announce}
        />
      ) : null}
      <div className={styles.actions} role="group" aria-label={t('assignment.actions')}>
        <Button variant="secondary" disabled={working} onClick={() => void send('save')}>
          {busy === 'save' ? t('assignment.saving') : t('assignment.save')}
        </Button>
        <Button disabled={working} onClick={() => void send('submit')}>
          {busy === 'submit' ? t('assignment.submitting') : t('assignment.submit')}
        </Button>
        {savedAt && !changed ? (
          <p className={styles.savedAt}>{t('assignment.savedAt', { time: texts.time(savedAt) })}</p>
        ) : null}
      </div>
    </section>
  );
}
