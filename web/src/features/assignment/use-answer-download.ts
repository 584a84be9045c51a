import { useState } from 'react';
import type { AssignmentFile } from '@studovna/core/contract';
import { useApi } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { downloadAnswerFile } from './api/assignment-api';

/**
 * The learner's own answer files download only with their token, so not by a plain link: the file is
 * fetched, then saved. `onFailure` gets the failed call (network or the server's message).
 */
export function useAnswerDownload(
  onFailure: (failure: { status: number; error: { message?: string } }) => void,
) {
  const api = useApi();
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (file: AssignmentFile) => {
    setBusyId(file.id);
    try {
      const result = await downloadAnswerFile(api, file);
      if (result.ok) saveBlob(result.blob, result.fileName ?? file.name);
      else onFailure(result);
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
