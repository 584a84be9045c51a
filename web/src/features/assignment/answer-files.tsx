import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { AssignmentFile } from '@studovna/core/contract';
import { FieldError } from '../../components/field-error';
import { Icon } from '../../components/icons';
import { useAssignmentTexts } from './assignment-texts';
import { FileList, type ListedFile } from './file-list';
import { ASSIGNMENT_ACCEPT, checkUpload } from './upload-rules';
import styles from './assignment.module.css';

interface AnswerFilesProps {
  /** How many files the assignment takes in all. */
  limit: number;
  /** The largest file, in bytes. */
  maxBytes: number;
  saved: AssignmentFile[];
  pending: File[];
  onPendingChange: (files: File[]) => void;
  /** Removes a saved file on the server; resolves true when it is gone. */
  onRemoveSaved: (file: AssignmentFile) => Promise<boolean>;
  removingId?: number | null;
  onDownload: (file: AssignmentFile) => void;
  downloadingId: number | null;
  disabled: boolean;
  announce: (text: string) => void;
}

const PlusIcon = () => (
  <Icon size={20}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

const pendingKey = (file: File, index: number) => `new-${index}-${file.name}`;

/**
 * The answer's files: those saved on the server, those picked and not yet uploaded, and the picker. The
 * browser already refuses a file of another type, one too large or empty, and one beyond the limit.
 */
export function AnswerFiles({
  limit,
  maxBytes,
  saved,
  pending,
  onPendingChange,
  onRemoveSaved,
  removingId,
  onDownload,
  downloadingId,
  disabled,
  announce,
}: AnswerFilesProps) {
  const { t } = useTranslation();
  const texts = useAssignmentTexts();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!picked.length) return;
    const held = saved.length + pending.length;
    const { accepted, refusal: refused } = checkUpload(picked, { held, limit, maxBytes });
    const message = refused ? texts.refusal(refused, maxBytes) : null;
    setRefusal(message);
    if (accepted.length) onPendingChange([...pending, ...accepted]);
    const added = accepted.length ? t('assignment.files.added', { count: accepted.length }) : '';
    announce([added, message].filter(Boolean).join(' '));
  };

  const removePending = (file: ListedFile) => {
    const index = pending.findIndex((f, i) => pendingKey(f, i) === file.key);
    if (index < 0) return;
    onPendingChange(pending.filter((_, i) => i !== index));
    setRefusal(null);
    announce(t('assignment.files.removed', { name: file.name }));
    input.current?.focus();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const savedList: ListedFile[] = saved.map((file) => ({
    key: String(file.id),
    name: file.name,
    size: file.size,
    onDownload: () => onDownload(file),
  }));
  const pendingList: ListedFile[] = pending.map((file, index) => ({
    key: pendingKey(file, index),
    name: file.name,
    size: file.size,
  }));
  return (
    <div className={styles.stack}>
      <div className={styles.group}>
        <h3>{t('assignment.files.saved')}</h3>
        {savedList.length ? (
          <FileList
            label={t('assignment.files.saved')}
            files={savedList}
            disabled={disabled}
            removing={removingId != null ? String(removingId) : null}
            downloading={downloadingId != null ? String(downloadingId) : null}
            onRemove={(file) => {
              const found = saved.find((f) => String(f.id) === file.key);
              if (!found) return;
              void onRemoveSaved(found).then((gone) => {
                if (!gone) return;
                setRefusal(null);
                input.current?.focus();
              });
            }}
          />
        ) : (
          <p className={styles.note}>{t('assignment.files.none')}</p>
        )}
      </div>
      {pendingList.length ? (
        <div className={styles.group}>
          <h3>{t('assignment.files.pending')}</h3>
          <FileList
            label={t('assignment.files.pending')}
            files={pendingList}
            disabled={disabled}
            onRemove={removePending}
          />
        </div>
      ) : null}
      <div className={styles.picker}>
        <input
          ref={input}
          id={id}
          type="file"
          multiple={limit > 1}
          accept={ASSIGNMENT_ACCEPT}
          className={styles.pickerInput}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={[hintId, refusal && errorId].filter(Boolean).join(' ')}
          onChange={pick}
        />
        <label htmlFor={id} className={styles.pickButton}>
          <PlusIcon />
          {t('assignment.files.label')}
        </label>
        <p id={hintId} className={styles.note}>
          {t('assignment.files.hint', { count: limit, size: texts.size(maxBytes) })}
          {saved.length + pending.length >= limit ? ` ${t('assignment.files.full')}` : ''}
        </p>
        <FieldError id={errorId}>{refusal}</FieldError>
      </div>
    </div>
  );
}
