import { useState } from 'react';
import type { AssignmentFile } from '@studovna/core/contract';
import { useApi } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { downloadAnswerFile, downloadFeedbackFile } from './api/assignment-api';

/**
 * The learner's own answer files download only with their token, so not by a plain link: the file is
 * fetched, then saved. `onFailure` gets the failed call (network or the server's message).
 */
export function useAnswerDownload(
  onFailure: (failure: { status: number; error: { message?: string } }) => void,
) {
  const api = useApi();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [feedbackBusy, setFeedbackBusy] = useState(false);
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
  /** The file the instructor attached to the feedback on the learner's answer to the assignment. */
  const downloadFeedback = async (assignmentId: number, file: AssignmentFile) => {
    setFeedbackBusy(true);
    try {
      const result = await downloadFeedbackFile(api, assignmentId);
      if (result.ok) saveBlob(result.blob, result.fileName ?? file.name);
      else onFailure(result);
    } finally {
      setFeedbackBusy(false);
    }
  };
  return { download, busyId, downloadFeedback, feedbackBusy };
}
