import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { assignmentsApi } from '@studovna/core/contract';
import { studioAssignmentsApi, type StudioAssignment } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { useToast } from '../../components/toast-context';
import { useApi, type ApiFailure } from '../../lib/api';
import { failureMessage } from '../api/field-errors';
import { formatFileSize } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { assignmentKey } from './assignment-queries';
import formStyles from '../common/studio-form.module.css';
import styles from './assignment-editor.module.css';

const ACCEPT = assignmentsApi.ASSIGNMENT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The assignment's own files (worksheets, texts to read), which a learner downloads from the assignment:
 * each added as soon as it is chosen and removed with its button, both saved at once (apart from the form's
 * save). The type and size are checked here first; the server checks the content.
 */
export function AssignmentAttachments({ assignment }: { assignment: StudioAssignment }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'add' | number | null>(null);
  const full = assignment.attachments.length >= studioAssignmentsApi.ATTACHMENTS_MAX;

  const settle = (result: { ok: true; data: { message: string; data: StudioAssignment } } | ApiFailure) => {
    setPending(null);
    if (!result.ok) return setError(failureMessage(result, t('general.saveFailed')));
    setError(null);
    queryClient.setQueryData(assignmentKey(assignment.id), result.data.data);
    toast.show({ tone: 'success', message: result.data.message });
  };

  const add = async (file: File) => {
    if (input.current) input.current.value = '';
    const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!(assignmentsApi.ASSIGNMENT_FILE_EXTENSIONS as readonly string[]).includes(extension))
      return setError(t.problem({ code: 'studio.attachmentType' }));
    if (file.size > MAX_BYTES)
      return setError(t.problem({ code: 'studio.attachmentTooLarge', values: { limit: 5 } }));
    setPending('add');
    settle(
      await api.call(studioAssignmentsApi.uploadAttachment, {
        params: { id: assignment.id },
        body: {},
        files: { file },
      }),
    );
  };

  const remove = async (attachment: StudioAssignment['attachments'][number]) => {
    setPending(attachment.id);
    settle(
      await api.call(studioAssignmentsApi.deleteAttachment, {
        params: { id: assignment.id, attachment: attachment.id },
      }),
    );
  };

  return (
    <section className={formStyles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={formStyles.sectionTitle}>
        {t('assignmentFiles.title')}
      </h2>
      {assignment.attachments.length === 0 ? (
        <p className={styles.noFiles}>{t('assignmentFiles.none')}</p>
      ) : (
        <ul className={styles.files} aria-labelledby={`${id}-title`}>
          {assignment.attachments.map((attachment) => (
            <li key={attachment.id} className={styles.file}>
              <a href={attachment.url} target="_blank" rel="noopener noreferrer" className={styles.fileName}>
                {attachment.name}
                <span className="visually-hidden"> {t('general.newTab')}</span>
              </a>
              <span className={styles.fileSize}>{formatFileSize(attachment.size, t.language)}</span>
              {assignment.may_edit ? (
                <Button
                  variant="ghost"
                  small
                  disabled={pending !== null}
                  aria-label={t('assignmentFiles.removeLabel', { name: attachment.name })}
                  onClick={() => void remove(attachment)}
                >
                  {pending === attachment.id ? t('assignmentFiles.removing') : t('assignmentFiles.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {assignment.may_edit ? (
        <div className={styles.addFile}>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="attachment-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void add(file);
            }}
          />
          <Button
            variant="secondary"
            small
            disabled={pending !== null || full}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onClick={() => input.current?.click()}
          >
            {pending === 'add' ? t('assignmentFiles.adding') : t('assignmentFiles.add')}
          </Button>
          <p id={`${id}-hint`} className={styles.hint}>
            {full
              ? t('assignmentFiles.full', { max: studioAssignmentsApi.ATTACHMENTS_MAX })
              : t('assignmentFiles.hint', { max: studioAssignmentsApi.ATTACHMENTS_MAX })}
          </p>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
      ) : null}
    </section>
  );
}
