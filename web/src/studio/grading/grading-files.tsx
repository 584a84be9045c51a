import { useState } from 'react';
import { studioGradingApi, type GradingFile } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useApi } from '../../lib/api';
import { formatFileSize } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './grading.module.css';

/** Hands the browser a downloaded file under its name (an object URL on a temporary link). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads of an answer's files: they are private, so they are fetched with the token and then saved,
 * not opened by a plain link. `feedback` downloads the feedback's file instead.
 */
export function useGradingDownload(answerId: number, onFailure: (message: string) => void) {
  const api = useApi();
  const t = useStudioT();
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (file: GradingFile, feedback = false) => {
    setBusy(file.id);
    try {
      const result = feedback
        ? await api.download(studioGradingApi.downloadFeedbackFile, { params: { id: answerId } })
        : await api.download(studioGradingApi.downloadAnswerFile, {
            params: { id: answerId, file: file.id },
          });
      if (result.ok) saveBlob(result.blob, result.fileName ?? file.name);
      else onFailure(result.error.message?.trim() || t('gradingScreen.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}

interface GradingFilesProps {
  files: readonly GradingFile[];
  label: string;
  busy: number | null;
  onDownload: (file: GradingFile) => void;
}

/** Files with their size and a download button each, named by the file. */
export function GradingFiles({ files, label, busy, onDownload }: GradingFilesProps) {
  const t = useStudioT();
  return (
    <ul className={styles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <span className={styles.fileName}>{file.name}</span>
          <span className={styles.muted}>{formatFileSize(file.size, t.language)}</span>
          <Button
            variant="secondary"
            small
            disabled={busy === file.id}
            aria-label={t('gradingScreen.downloadName', { name: file.name })}
            onClick={() => onDownload(file)}
          >
            {busy === file.id ? t('gradingScreen.downloading') : t('gradingScreen.download')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
