import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studioLearnersApi as L, type Learner } from '@studovna/core/contract/studio';
import { useToast } from '../../components/toast-context';
import { unwrap, useApi, type ApiClient } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { STUDIO_GC_MS, studioKeys } from '../api/studio-keys';
import { useStudioT } from '../i18n/studio-i18n';

export const LEARNER_PAGE_SIZE = 20;

/** Learners' keys, under the studio's (a logout drops them with the rest). */
export const learnerKeys = {
  lists: () => [...studioKeys.all, 'learners', 'list'] as const,
  list: (search: string, page: number) => [...studioKeys.all, 'learners', 'list', search, page] as const,
  one: (id: number) => [...studioKeys.all, 'learners', 'one', id] as const,
  attempt: (id: number, attempt: number) => [...studioKeys.all, 'learners', 'attempt', id, attempt] as const,
};

export const learnersQuery = (api: ApiClient, search: string, page: number) =>
  queryOptions({
    queryKey: learnerKeys.list(search, page),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.call(L.listLearners, {
          query: { search: search || undefined, page, per_page: LEARNER_PAGE_SIZE },
          signal,
        }),
      ),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const learnerQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: learnerKeys.one(id),
    queryFn: async ({ signal }) => unwrap(await api.call(L.getLearner, { params: { id }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 0,
  });

export const learnerAttemptQuery = (api: ApiClient, id: number, attempt: number) =>
  queryOptions({
    queryKey: learnerKeys.attempt(id, attempt),
    queryFn: async ({ signal }) =>
      unwrap(await api.call(L.learnerAttempt, { params: { id, attempt }, signal })),
    gcTime: STUDIO_GC_MS,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The team's changes to a learner: each answers the learner's page and a message. */
type LearnerWrite =
  | typeof L.grantPlan
  | typeof L.changePlan
  | typeof L.blockLearner
  | typeof L.unblockLearner
  | typeof L.sendPasswordReset;

/** What a change answered: done, refused field by field, or refused as a whole (its message). */
export type ChangeOutcome =
  | { kind: 'done' }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'refused'; message: string };

/**
 * Sends one of the team's changes to the learner; on success the learner's page is what the server
 * answered and its message is toasted.
 */
export function useLearnerChange(id: number) {
  const api = useApi();
  const t = useStudioT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const send = async (
    endpoint: LearnerWrite,
    inputs: { params: Record<string, number>; body?: object },
  ): Promise<ChangeOutcome> => {
    setPending(true);
    // every write answers the learner's page with a message: one shape for all of them
    const result = await api.call(endpoint as unknown as typeof L.grantPlan, inputs as never);
    setPending(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result);
      return fields
        ? { kind: 'fields', fields }
        : { kind: 'refused', message: failureMessage(result, t('learner.failed')) };
    }
    queryClient.setQueryData<Learner>(learnerKeys.one(id), result.data.data);
    void queryClient.invalidateQueries({ queryKey: learnerKeys.lists() });
    toast.show({ tone: 'success', message: result.data.message });
    return { kind: 'done' };
  };
  return { send, pending };
}
