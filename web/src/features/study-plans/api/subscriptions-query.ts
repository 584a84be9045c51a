import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '@studovna/core/contract/routes';
import { unwrap, useApi, type ApiClient } from '../../../lib/api';
import { useAppStore } from '../../../lib/store';

export const studyPlanKeys = {
  subscriptions: (userId: number) => ['study-plans', 'subscriptions', userId] as const,
};

/** GET /users/subscriptions — the caller's plans, newest first; at most one of them active. */
export const subscriptionsQuery = (api: ApiClient, userId: number) =>
  queryOptions({
    queryKey: studyPlanKeys.subscriptions(userId),
    queryFn: async ({ signal }) => unwrap(await api.call(subscriptionsApi.listSubscriptions, { signal })),
  });

/** The logged-in learner's plans; nothing is fetched for a guest. */
export function useSubscriptions() {
  const api = useApi();
  const userId = useAppStore((state) => (state.user.token ? (state.user.info?.id ?? 0) : 0));
  return useQuery({ ...subscriptionsQuery(api, userId), enabled: userId > 0 });
}
