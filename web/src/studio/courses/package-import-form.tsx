import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import fieldStyles from '../../components/form-field.module.css';
import { useToast } from '../../components/toast-context';
import { failureMessage } from '../api/field-errors';
import type { UploadProgress } from '../api/multipart-upload';
import { studioKeys } from '../api/studio-keys';
import { useStudioT } from '../i18n/studio-i18n';
import { ImportProgress } from '../import/import-progress';
import { packagePlace } from './package-place';
import { usePackageUpload } from './use-package-upload';
import styles from './course-list.module.css';

interface Refusal {
  message: string;
  /** Each problem's path in course.json and its message. */
  fields: [string, string][];
}

/**
 * „Importovat balíček": a course package (a zip the studio exported) becomes a new draft course, which
 * then opens in the editor. A refused package lists every problem where it is, and nothing is saved.
 */
export function PackageImportForm({ onCancel }: { onCancel: () => void }) {
  const t = useStudioT();
  const id = useId();
  const upload = usePackageUpload();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const refusalBox = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => fileInput.current?.focus(), []);
  useEffect(() => {
    if (refusal) refusalBox.current?.focus();
  }, [refusal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress) return;
    if (!file) {
      setFileError(t('coursePackage.fileRequired'));
      fileInput.current?.focus();
      return;
    }
    setRefusal(null);
    setProgress({ sent: 0, total: file.size });
    const result = await upload(file, setProgress);
    setProgress(null);
    if (!result.ok) {
      const fields = result.error.data?.fields;
      setRefusal({
        message: failureMessage(result, t('coursePackage.importFailed')),
        fields:
          fields && typeof fields === 'object'
            ? Object.entries(fields as Record<string, unknown>).flatMap(([path, message]) =>
                typeof message === 'string' ? [[path, message] as [string, string]] : [],
              )
            : [],
      });
      return;
    }
    const course = result.data.data;
    queryClient.setQueryData(studioKeys.course(course.id), course);
    void queryClient.invalidateQueries({ queryKey: studioKeys.courses() });
    await navigate(`/studio/kurzy/${course.id}`);
    toast.show({ tone: 'success', message: result.data.message, lasts: 'app' });
  };

  return (
    <form
      className={styles.newCourse}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={progress ? true : undefined}
    >
      <h2 id={`${id}-title`}>{t('coursePackage.importTitle')}</h2>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-file`} className={fieldStyles.label}>
          {t('coursePackage.file')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".zip,application/zip"
          className={styles.packageFile}
          disabled={progress !== null}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(null);
            setRefusal(null);
          }}
        />
        <p id={`${id}-file-hint`} className={fieldStyles.hint}>
          {t('coursePackage.fileHint')}
        </p>
        <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
      </div>
      {progress ? <ImportProgress progress={progress} label={t('coursePackage.importing')} /> : null}
      {refusal ? (
        <div ref={refusalBox} tabIndex={-1} role="alert" className={styles.packageRefusal}>
          <p>{refusal.message}</p>
          {refusal.fields.length > 0 ? (
            <ul aria-label={t('coursePackage.problems')}>
              {refusal.fields.map(([path, message]) => (
                <li key={path}>
                  <strong>{packagePlace(path, t)}</strong> <code>{path}</code>
                  <br />
                  {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" aria-disabled={progress ? true : undefined}>
          {t('coursePackage.import')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('general.cancel')}
        </Button>
      </div>
    </form>
  );
}
