import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { assignmentsApi } from '@studovna/core/contract';
import { studioGradingApi, type GradingAnswer } from '@studovna/core/contract/studio';
import {
  gradingMessage,
  gradingProblems,
  graduationOfMark,
  parseMark,
  type GradingAction,
} from '@studovna/core/studio';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { FieldError } from '../../components/field-error';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import fieldStyles from '../../components/form-field.module.css';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { TextAreaField } from '../common/text-area-field';
import { useStudioT } from '../i18n/studio-i18n';
import { gradingKeys } from './grading-queries';
import { pointsIn } from './grading-table';
import styles from './grading.module.css';

const ACCEPT = assignmentsApi.ASSIGNMENT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const MAX_BYTES = 5 * 1024 * 1024;

type Field = 'mark' | 'feedback' | 'file';

interface GradingFormProps {
  answer: GradingAnswer;
  /** Loads the answer again (after a refusal because it changed). */
  onReload: () => void;
}

/**
 * The grading of one answer: points, written feedback and optionally a file, then evaluate it or send
 * it back for another try. Checked with core's rule before sending; a refusal shows beside its field, and
 * an answer someone else graded meanwhile is said so, with the way to load it again (nothing is
 * overwritten).
 */
export function GradingForm({ answer, onReload }: GradingFormProps) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [mark, setMark] = useState(answer.mark === null ? '' : pointsIn(answer.mark, t.language));
  const [feedback, setFeedback] = useState(answer.feedback);
  const [file, setFile] = useState<File | null>(null);
  const [removeKept, setRemoveKept] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);
  const [pending, setPending] = useState<GradingAction | null>(null);
  // the button that submitted the form (Enter in a field evaluates)
  const chosen = useRef<GradingAction>('evaluate');
  const markRef = useRef<HTMLInputElement>(null);
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const highest = answer.assignment.mark;

  if (answer.state === 'returned')
    return (
      <section className={styles.card} aria-labelledby="grading-form-title">
        <h2 id="grading-form-title">{t('gradingForm.title')}</h2>
        <p>{t('gradingForm.returnedNote')}</p>
      </section>
    );

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['mark', 'feedback', 'file'] as const).find((field) => found[field]);
    const refs = { mark: markRef, feedback: feedbackRef, file: fileRef };
    if (first) refs[first].current?.focus();
  };

  const chooseFile = (chosen: File | undefined) => {
    setFile(null);
    setErrors((current) => ({ ...current, file: undefined }));
    if (!chosen) return;
    const extension = /\.([^.]+)$/.exec(chosen.name)?.[1]?.toLowerCase() ?? '';
    if (!(assignmentsApi.ASSIGNMENT_FILE_EXTENSIONS as readonly string[]).includes(extension))
      return setErrors((current) => ({ ...current, file: t('gradingForm.fileType') }));
    if (chosen.size > MAX_BYTES)
      return setErrors((current) => ({ ...current, file: t('gradingForm.fileTooLarge') }));
    setFile(chosen);
  };

  const send = async (action: GradingAction) => {
    setRefusal(null);
    const problems = gradingProblems({ action, mark, feedback, highestMark: highest });
    if (problems.length > 0 || errors.file) {
      const found: Partial<Record<Field, string>> = { file: errors.file };
      for (const p of problems) found[p.path as Field] ??= gradingMessage(p.code, t.language, p.values);
      return showErrors(found);
    }
    setErrors({});
    setPending(action);
    const result = await api.call(studioGradingApi.gradeAnswer, {
      params: { id: answer.id },
      body: {
        action,
        mark: action === 'evaluate' ? mark.trim() : undefined,
        feedback,
        revision: answer.revision,
        remove_feedback_file: removeKept ? '1' : undefined,
      },
      files: file ? { [studioGradingApi.FEEDBACK_FILE_FIELD]: file } : {},
    });
    setPending(null);
    if (!result.ok) {
      const fields = serverFieldErrors(result);
      if (fields) return showErrors(fields);
      return setRefusal({
        message: failureMessage(result, t('gradingForm.failed')),
        stale: result.status === 409,
      });
    }
    queryClient.setQueryData(gradingKeys.answer(answer.id), result.data.data);
    void queryClient.invalidateQueries({ queryKey: gradingKeys.queues() });
    void queryClient.invalidateQueries({ queryKey: gradingKeys.waiting() });
    toast.show({ tone: 'success', message: result.data.message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(chosen.current);
    chosen.current = 'evaluate';
  };

  const typed = parseMark(mark);
  const outlook =
    typed !== null && typed >= 0 && typed <= highest
      ? graduationOfMark(typed, answer.assignment.passing_grade)
      : null;
  return (
    <form className={styles.card} aria-labelledby="grading-form-title" onSubmit={submit} noValidate>
      <h2 id="grading-form-title">{t('gradingForm.title')}</h2>
      {answer.state === 'evaluated' ? (
        <p className={styles.muted}>{t('gradingForm.reevaluateNote')}</p>
      ) : null}
      <TextField
        ref={markRef}
        label={t('gradingForm.mark')}
        hint={t('gradingForm.markHint', {
          max: pointsIn(highest, t.language),
          passing: pointsIn(answer.assignment.passing_grade, t.language),
        })}
        inputMode="decimal"
        value={mark}
        onChange={(event) => setMark(event.target.value)}
        error={errors.mark}
      />
      <p className={styles.muted} aria-live="polite">
        {outlook ? t(outlook === 'passed' ? 'gradingForm.willPass' : 'gradingForm.willFail') : ''}
      </p>
      <TextAreaField
        ref={feedbackRef}
        label={t('gradingForm.feedback')}
        hint={t('gradingForm.feedbackHint')}
        rows={6}
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        error={errors.feedback}
      />
      {answer.feedback_file && !file ? (
        <div>
          <p>
            {t('gradingForm.keptFile')}: <span className={styles.fileName}>{answer.feedback_file.name}</span>
          </p>
          <CheckboxField
            label={t('gradingForm.removeFile')}
            checked={removeKept}
            onChange={(event) => setRemoveKept(event.target.checked)}
          />
        </div>
      ) : null}
      <div className={fieldStyles.field}>
        <label htmlFor={fileId} className={fieldStyles.label}>
          {t('gradingForm.file')}
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
          onChange={(event) => chooseFile(event.target.files?.[0])}
        />
        <p id={`${fileId}-hint`} className={fieldStyles.hint}>
          {t('gradingForm.fileHint')}
        </p>
        <FieldError id={`${fileId}-error`}>{errors.file}</FieldError>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={pending !== null} onClick={() => (chosen.current = 'evaluate')}>
          {pending === 'evaluate' ? t('gradingForm.sending') : t('gradingForm.evaluate')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          disabled={pending !== null}
          onClick={() => (chosen.current = 'return')}
        >
          {pending === 'return' ? t('gradingForm.sending') : t('gradingForm.return')}
        </Button>
      </div>
      {refusal ? (
        <div role="alert">
          <p className={styles.refusal}>{refusal.message}</p>
          {refusal.stale ? (
            <Button variant="secondary" small onClick={onReload}>
              {t('gradingForm.reload')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
