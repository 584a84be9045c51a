import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentFile, AssignmentResults } from '@studovna/core/contract';
import { ASSIGNMENT_FILE_FIELD, assignmentsApi } from '@studovna/core/contract/routes';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { ActionError, unwrapAction } from '../../../lib/api/action-result';
import { courseKeys } from '../../../lib/query/course-keys';
import { learningKeys } from '../../learning/api/learning-keys';
import { useUserId } from '../../../lib/store';

/** The learner's assignment (their answer is in `results`). */
export const assignmentKey = (assignmentId: number, userId: number | null) =>
  [...learningKeys.all, 'assignment', assignmentId, userId ?? 'guest'] as const;

/**
 * GET /assignments/{id}, asked again whenever the screen opens: a preview assignment for anyone, any
 * other for the learners of its course (a guest gets 401).
 */
export function useAssignment(assignmentId: number) {
  const api = useApi();
  const userId = useUserId();
  return useQuery({
    queryKey: assignmentKey(assignmentId, userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(assignmentsApi.getAssignment, { params: { id: assignmentId }, signal })),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

export type StartOutcome =
  | { ok: true; results: AssignmentResults | undefined }
  /** `message` is the server's words when it sent some; `network` when the server was not reached. */
  | { ok: false; message: string | null; network: boolean };

/** POST /assignments/start: started only when the HTTP status and `data.status` are both 200 (SPEC §4). */
export async function startAssignment(api: ApiClient, assignmentId: number): Promise<StartOutcome> {
  const result = await api.call(assignmentsApi.startAssignment, { body: { id: assignmentId } });
  if (result.ok && result.status === 200 && result.data.data.status === 200)
    return { ok: true, results: result.data.data.results };
  const message = (result.ok ? result.data.message : result.error.message)?.trim() || null;
  return { ok: false, message, network: !result.ok && result.status === 0 };
}

/**
 * Start, then ask for the assignment again: the task (`content`) comes only once it is started. Should
 * that fail, the started answer from the start's reply is shown all the same.
 */
export function useStartAssignment(assignmentId: number) {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAssignment(api, assignmentId),
    onSuccess: async (outcome) => {
      if (!outcome.ok) return;
      const key = assignmentKey(assignmentId, userId);
      await queryClient.invalidateQueries({ queryKey: key });
      const results = outcome.results;
      if (results && queryClient.getQueryData<Assignment>(key)?.results.status === '')
        queryClient.setQueryData<Assignment>(key, (old) => (old ? { ...old, results } : old));
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}

export interface AnswerInput {
  action: 'save' | 'submit';
  /** Left out, the saved note stays. */
  note?: string;
  files?: readonly File[];
  /** Ids of saved files to delete before the new ones are added. */
  remove?: readonly number[];
}

/**
 * POST /assignments/submit (multipart, files in the `file` field): "save" keeps the answer editable,
 * "submit" hands it in, `remove` deletes saved files. A refusal becomes an ActionError with the server's
 * message.
 */
export function useAnswerAssignment(assignmentId: number) {
  const api = useApi();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, note, files = [], remove = [] }: AnswerInput) => {
      const result = await api.call(assignmentsApi.submitAssignment, {
        body: { id: assignmentId, action, note, remove: remove.length ? remove.join(',') : undefined },
        files: { [ASSIGNMENT_FILE_FIELD]: files },
      });
      return unwrapAction(result)?.results ?? null;
    },
    onSuccess: async (results) => {
      const key = assignmentKey(assignmentId, userId);
      if (results) queryClient.setQueryData<Assignment>(key, (old) => (old ? { ...old, results } : old));
      else await queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
    // a refusal may mean the answer changed on the server (time ran out and it was handed in)
    onError: (error) => {
      if (error instanceof ActionError && error.outcome.network) return;
      void queryClient.invalidateQueries({ queryKey: assignmentKey(assignmentId, userId) });
    },
  });
}

/** One of the learner's own answer files (GET /assignments/files/{id}, with the token). */
export async function downloadAnswerFile(api: ApiClient, file: AssignmentFile) {
  return api.download(assignmentsApi.downloadAnswerFile, { params: { id: file.id } });
}

/** The file the instructor attached to the feedback on the learner's answer (with the token). */
export async function downloadFeedbackFile(api: ApiClient, assignmentId: number) {
  return api.download(assignmentsApi.downloadFeedbackFile, { params: { id: assignmentId } });
}
